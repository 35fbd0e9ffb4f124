import type { Lang } from "../languages.ts";
import type { TextPart } from "../../route-table.ts";
import type { MessageKey } from "./en.ts";
import { messageText, type Message } from "./plural.ts";

export type { MessageKey };
type Dictionary = Partial<Record<MessageKey, Message>>;

/**
 * Each language's texts come in parts, so a page downloads only what it shows: the public pages'
 * dictionary (`en.ts`, `de.ts`; in the browser only the page's own language, loaded before
 * hydration), the staff area's (`en-staff.ts`, added by the staff area's layout route when its code
 * loads), the parts some public pages add (the travel planner's `en-planner.ts`, the request page's
 * `en-request.ts`, the imprint's and about page's company facts `en-company.ts`, the image directory's: the route table's `texts`, loaded in the page's language before it renders) and
 * the mails' (`en-mail.ts`, server only). The server holds every part of both languages
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

/** The parts a page may need besides the public pages' dictionary (route table: `texts`). */
const parts: Record<TextPart, Record<Lang, () => Promise<Dictionary>>> = {
  planner: { en: async () => (await import("./en-planner.ts")).enPlanner, de: async () => (await import("./de-planner.ts")).dePlanner },
  request: { en: async () => (await import("./en-request.ts")).enRequest, de: async () => (await import("./de-request.ts")).deRequest },
  company: { en: async () => (await import("./en-company.ts")).enCompany, de: async () => (await import("./de-company.ts")).deCompany },
  imageDirectory: { en: async () => (await import("./en-image-directory.ts")).enImageDirectory, de: async () => (await import("./de-image-directory.ts")).deImageDirectory },
};

/**
 * Loads a language's dictionary with the parts a page needs (`texts`), and the mails' texts where
 * they are needed (the server, the mail stories).
 */
export async function loadDictionary(lang: Lang, { mails = false, texts = [] }: { mails?: boolean; texts?: readonly TextPart[] } = {}): Promise<void> {
  await Promise.all([
    loadOnce("pages", lang, async () => (lang === "de" ? (await import("./de.ts")).de : (await import("./en.ts")).en)),
    ...texts.map((part) => loadOnce(part, lang, parts[part][lang])),
  ]);
  if (mails) await loadOnce("mails", lang, async () => (lang === "de" ? (await import("./de-mail.ts")).deMail : (await import("./en-mail.ts")).enMail));
}

/** Adds texts that come with an area's code (the staff area's). */
export function addTexts(lang: Lang, dictionary: Dictionary): void {
  Object.assign(texts[lang], dictionary);
}

if (typeof document === "undefined") {
  const every = { mails: true, texts: Object.keys(parts) as TextPart[] };
  const [{ enStaff }, { deStaff }] = await Promise.all([import("./en-staff.ts"), import("./de-staff.ts"), loadDictionary("en", every), loadDictionary("de", every)]);
  addTexts("en", enStaff);
  addTexts("de", deStaff);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.values(texts).some((dictionary) => Object.hasOwn(dictionary, value));
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * A translator for one language (English when that language's dictionary is not loaded). A text
 * with plural variants is chosen by the `count` placeholder (`plural.ts`).
 */
export function translator(lang: Lang): Translate {
  return (key, vars) => {
    const own = texts[lang][key];
    return own === undefined ? messageText(texts.en[key] ?? key, "en", vars) : messageText(own, lang, vars);
  };
}
