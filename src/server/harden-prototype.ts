/**
 * Defence in depth against prototype pollution, as `node --disable-proto=throw` does: reading or
 * writing `obj.__proto__` throws, so a crafted key can never reach Object.prototype through it.
 * Imported first by the server's entry points (serve.ts, scripts/dev.ts), before the app is loaded,
 * so it holds for every module.
 */
Object.defineProperty(Object.prototype, "__proto__", {
  get() {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  },
  set() {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  },
  configurable: false,
});
