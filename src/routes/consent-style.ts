import type { Route } from "./+types/consent-style";
import { consentStylesheet } from "../lib/consent-state.ts";
import { storedConsent } from "../lib/cookies.ts";

/**
 * The stylesheet a page loads only without JavaScript (its head's `<noscript>`): it hides the cookie
 * banner once a choice is stored. It depends on the visitor's cookie, so no shared cache keeps it,
 * and the browser asks again on every page (it is a few bytes).
 */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(consentStylesheet(storedConsent(request.headers.get("cookie"))), {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "private, no-cache", Vary: "Cookie" },
  });
}
