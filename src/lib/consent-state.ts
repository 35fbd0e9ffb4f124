/**
 * Whether the cookie banner shows is decided in the browser, from the stored choice, so that a
 * public page's HTML is the same for every visitor of its URL and a shared cache can keep one copy
 * (decision 032). Three parts agree on it:
 *
 * - a script in the head, allowed by its hash or nonce, marks `<html data-consent="…">` before the
 *   first paint, and the banner's style hides it while a choice is marked;
 * - once hydrated, the banner is shown or removed by the consent atom, and every change of the
 *   choice in the browser goes through `rememberConsent`, which keeps the mark in step;
 * - without JavaScript, the head's `<noscript>` loads a stylesheet that depends on the cookie
 *   (`routes/consent-style.ts`), which hides the banner once a choice is stored.
 */
import type { Consent } from "./atoms.ts";
import { cookies, setCookie } from "./cookies.ts";
import { media } from "../styles/theme.css.ts";

/** The banner's element id: the no-JavaScript stylesheet hides it by this id. */
export const COOKIE_BANNER_ID = "cookie-banner";

/** The script's text (it runs before anything else of the site: plain, short, no modules). */
export const CONSENT_STATE_SCRIPT = `document.documentElement.dataset.consent=(/(?:^|;\\s*)${cookies.consent.name}=(all|essential)(?:;|$)/.exec(document.cookie)||[])[1]||"";`;

/**
 * The no-JavaScript stylesheet for a stored choice (or none): the banner hidden, and the phones'
 * contact bar, which stays away while a banner is in the page (layout.css.ts), shown where it belongs.
 */
export const consentStylesheet = (consent: Consent | null) =>
  consent
    ? `#${COOKIE_BANNER_ID}{display:none}\n@media ${media.belowXl} and (min-height:481px){html body:has(#${COOKIE_BANNER_ID}) [data-testid="mobile-actions"]{display:grid}}\n`
    : "/* no consent choice stored */\n";

/** Stores the choice (or forgets it) in the browser, and marks the document with it. */
export function rememberConsent(consent: Consent | undefined) {
  document.cookie = setCookie("consent", consent);
  document.documentElement.dataset.consent = consent ?? "";
}
