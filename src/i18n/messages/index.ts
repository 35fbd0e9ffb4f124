import type { Lang } from "../languages.ts";
import type { MessageKey } from "./en.ts";

export type { MessageKey };
type Dictionary = Partial<Record<MessageKey, string>>;

/**
 * Each language's texts come in parts, so a page downloads only what it shows: the public pages'
 * dictionary (`en.ts`, `de.ts`; in the browser only the page's own language, loaded before
 * hydration), the staff area's (`en-staff.ts`, added by the staff area's layout route when its code
 * loads), the request page's (`en-request.ts`, added by that route and the staff area's) and the
 * mails' (`en-mail.ts`, server only). The server holds every part of both languages
 * from start-up. A test keeps the two languages' keys identical, so either one answers every key.
 */
const texts: Record<Lang, Dictionary> = { en: {}, de: {} };
const loads = new Map<string, Promise<void>>();

function loadOnce(part: string, lang: Lang, load: () => Promise<Dictionary>): Promise<void> {
  let loading = loads.get(`${lang}:${part}`);
  if (!loading) {
    loading = load().then((dictionary) => addTexts(lang, dictionary));
    loads.set(`${lang}:${part}`, loading);
  }
  return loading;
}

/** Loads a language's dictionary, with the mails' texts where they are needed (the server, the mail stories). */
export async function loadDictionary(lang: Lang, { mails = false } = {}): Promise<void> {
  await loadOnce("pages", lang, async () => (lang === "de" ? (await import("./de.ts")).de : (await import("./en.ts")).en));
  if (mails) await loadOnce("mails", lang, async () => (lang === "de" ? (await import("./de-mail.ts")).deMail : (await import("./en-mail.ts")).enMail));
}

/** Adds texts that come with an area's code (the staff area's, the request page's). */
export function addTexts(lang: Lang, dictionary: Dictionary): void {
  Object.assign(texts[lang], dictionary);
}

if (typeof document === "undefined") {
  const [{ enStaff }, { deStaff }, { enRequest }, { deRequest }] = await Promise.all([
    import("./en-staff.ts"),
    import("./de-staff.ts"),
    import("./en-request.ts"),
    import("./de-request.ts"),
    loadDictionary("en", { mails: true }),
    loadDictionary("de", { mails: true }),
  ]);
  addTexts("en", { ...enStaff, ...enRequest });
  addTexts("de", { ...deStaff, ...deRequest });
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.values(texts).some((dictionary) => Object.hasOwn(dictionary, value));
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one language (English when that language's dictionary is not loaded). */
export function translator(lang: Lang): Translate {
  return (key, vars) => {
    const text: string = texts[lang][key] ?? texts.en[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
