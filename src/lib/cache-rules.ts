/**
 * What may be shared between visitors, in one table: the server's page cache (src/server/http) and
 * the edge (deploy/varnish/site.vcl, generated from this table by `npm run build:vcl`, and checked to
 * be current by cache-rules.test.ts) both apply it. Change a rule here, run `npm run build:vcl`.
 */
import { cookieName } from "./cookies.ts";
import { defaultLang, languages } from "../i18n/languages.ts";

export const cacheRules = {
  /** Campaign and click tags that no page reads, dropped from the URL (a trailing `*` makes a prefix). */
  trackingParameters: ["utm_*", "gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "mc_cid", "mc_eid", "_ga", "_gl"],
  /** First path segments never shared: the staff area, and the routes that read or write the visitor's cookies. */
  privateSections: ["admin", "consent", "language"],
  /** Signed-in staff see every page as it is now: their session cookie, under both its names, passes every cache. */
  staffCookies: [cookieName("staffSession", false), cookieName("staffSession", true)],
  /**
   * A shared path's language (decision 003, after the path and `?language=`): the first `lang`
   * cookie, when it names a site language; else an Accept-Language that starts with `de`; else English.
   */
  language: { cookie: cookieName("lang", false), languages, fromHeader: { prefix: "de", lang: "de" }, fallback: defaultLang },
} as const;

/** Whether a query parameter is a campaign or click tag (case-insensitive, as ad networks vary). */
const TRACKING_PARAMETER = new RegExp(`^(${cacheRules.trackingParameters.map((name) => (name.endsWith("*") ? `${name.slice(0, -1)}.*` : name)).join("|")})$`, "i");
export const isTrackingParameter = (name: string): boolean => TRACKING_PARAMETER.test(name);

/** Whether a path lies in a section no cache may share. */
const PRIVATE_SECTION = new RegExp(`^/(${cacheRules.privateSections.join("|")})([/?.]|$)`);
export const isPrivateSection = (path: string): boolean => PRIVATE_SECTION.test(path);
