export const languages = ["en", "de"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "de";
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "de" : "en";
}

/** Cookie that stores the visitor's language choice (mirrored by the Jotai atom). */
export const LANG_COOKIE = "lang";
/** Cookie that stores the cookie-consent choice. */
export const CONSENT_COOKIE = "consent";
export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The Set-Cookie value that stores a language choice for a year. */
export const languageCookie = (lang: Lang) => `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

export const ogLocale: Record<Lang, string> = { en: "en_US", de: "de_DE" };
