/**
 * `headers` of pages whose HTML is for one visitor only (a form carrying its own idempotency key,
 * a newsletter link's token): never stored by a browser or a shared cache.
 */
export const privatePageHeaders = () => ({ "Cache-Control": "private, no-store" });
