export const languages = ["en", "de"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "de";
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "de" : "en";
}

export const ogLocale: Record<Lang, string> = { en: "en_US", de: "de_DE" };
