/**
 * Everything the site relies on that React Router does not document, in one place, with a test
 * (react-router-internals.server.test.tsx) that renders a small app through React Router's own
 * request handler and fails when an upgrade changes any of it:
 *
 * - the markup `<Scripts>` writes: the boot module script and the module preload links in the head
 *   (decisions 016 and 035 rewrite them so that no script loads before the visitor interacts);
 * - the 405 React Router answers itself (a POST to an address without an action), which names no
 *   method and says "Unexpected Server Error";
 * - the cause a route error response keeps of a thrown error.
 */

/** A module preload link as `<Scripts>` writes it into the head. */
export const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
/** The boot module script `<Scripts>` writes (with the nonce before or after its attributes). */
export const BOOT_MODULE = /<script( nonce="[^"]*")? type="module" async=""( nonce="[^"]*")?>/;

/** The thrown value a route error response (a loader's failure) was made from, else its data. */
export const routeErrorCause = (error: { data: unknown }): unknown => (error as { error?: unknown }).error ?? error.data;

/** Whether a response is React Router's own 405, which names neither the method nor what is allowed. */
export const isRoutersOwn405 = (response: Response): boolean =>
  response.status === 405 && !response.headers.has("allow") && !response.headers.get("content-type")?.startsWith("text/html");
