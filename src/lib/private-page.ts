/**
 * `headers` of pages that take a form post: the `Retry-After` their action answered with (React
 * Router passes an action's headers to the page's answer only through `headers`), for a 429 or a
 * 503 of the form without JavaScript.
 */
export const actionRetryAfter = ({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
};

/**
 * `headers` of pages whose HTML is for one visitor only (a form carrying its own idempotency key,
 * a newsletter link's token): never stored by a browser or a shared cache.
 */
export const privatePageHeaders = (args: { actionHeaders: Headers }) => ({ "Cache-Control": "private, no-store", ...actionRetryAfter(args) });
