/**
 * `Object.prototype.__proto__` switched off as the production server switches it off (serve.js):
 * reading or writing `obj.__proto__` throws. For the tests of code the built server runs, so a
 * crafted `__proto__` that would fail there fails in the test too. Switched on again afterwards,
 * since other test files may share the process.
 */
import { afterAll, beforeAll } from "vitest";

export function protoDisabledAsInProduction() {
  const original = Object.getOwnPropertyDescriptor(Object.prototype, "__proto__")!;
  const refuse = () => {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  };
  beforeAll(() => {
    Object.defineProperty(Object.prototype, "__proto__", { get: refuse, set: refuse, configurable: true });
  });
  afterAll(() => {
    Object.defineProperty(Object.prototype, "__proto__", original);
  });
}
