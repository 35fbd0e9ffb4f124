import { describe, expect, it } from "vitest";
import { de as dePages } from "./de.ts";
import { deMail } from "./de-mail.ts";
import { deCompany } from "./de-company.ts";
import { deImageDirectory } from "./de-image-directory.ts";
import { dePlanner } from "./de-planner.ts";
import { deRequest } from "./de-request.ts";
import { deStaff } from "./de-staff.ts";
import { en as enPages } from "./en.ts";
import { enMail } from "./en-mail.ts";
import { enCompany } from "./en-company.ts";
import { enImageDirectory } from "./en-image-directory.ts";
import { enPlanner } from "./en-planner.ts";
import { enRequest } from "./en-request.ts";
import { enStaff } from "./en-staff.ts";
import { translator } from "./index.ts";
import { isPlural, variantsOf, type Message } from "./plural.ts";

// Every part's texts together (pages, planner, staff area, request page, mails): each language must answer every key.
const en: Record<string, Message> = { ...enPages, ...enPlanner, ...enStaff, ...enRequest, ...enMail, ...enCompany, ...enImageDirectory };
const de: Record<string, Message | undefined> = { ...dePages, ...dePlanner, ...deStaff, ...deRequest, ...deMail, ...deCompany, ...deImageDirectory };

describe("message dictionaries", () => {
  it("have the same keys in English and German", () => {
    const enKeys = Object.keys(en).sort();
    const deKeys = Object.keys(de).sort();
    expect(deKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !deKeys.includes(key))).toEqual([]);
  });

  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

  it("have no empty texts and keep placeholders in both languages", () => {
    for (const [key, message] of Object.entries(en)) {
      const german = de[key] ?? "";
      for (const text of [...variantsOf(message), ...variantsOf(german)]) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(variantsOf(message)[0] ?? ""));
      }
    }
  });

  it("give a text that names a count a variant for each plural category of both languages, with the count in each", () => {
    for (const [key, message] of Object.entries(en)) {
      const german = de[key] ?? "";
      expect(isPlural(german), key).toBe(isPlural(message));
      for (const [lang, entry] of [["en", message], ["de", german]] as const) {
        if (!isPlural(entry)) continue;
        expect(Object.keys(entry).sort(), `${lang} ${key}`).toEqual(new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort());
        for (const text of variantsOf(entry)) expect(placeholders(text), `${lang} ${key}`).toContain("{count}");
      }
    }
  });

  it("say a German text in German: none carries its English text, as in 'Überprüfung fehlgeschlagen (verification failed)'", () => {
    // A name the same in both languages ("ARC Pet Air", "Priya N.") is no English text inside a German one.
    const found = Object.entries(en).filter(([key, message]) => {
      const german = de[key];
      if (german === undefined) return false;
      return variantsOf(message).some((english, index) => {
        const text = variantsOf(german)[index] ?? "";
        return text !== english && /\p{L}{2,}\s+\p{L}{2,}/u.test(english) && text.toLowerCase().includes(english.toLowerCase());
      });
    });
    expect(found.map(([key]) => key)).toEqual([]);
  });

  it("start the options of a choice with a capital letter in both languages (a German text made to follow 'aus' is not an option)", () => {
    const options = Object.keys(en).filter((key) => /\.originOption\./.test(key));
    expect(options.length).toBeGreaterThan(3);
    for (const key of options) for (const text of [en[key], de[key]]) expect(String(text), key).toMatch(/^\p{Lu}/u);
  });

  it("never puts a bare count before a noun outside a plural entry", () => {
    // "{count} destinations", "{minutes} minutes", "attempt(s)": such a text reads wrong for one ("{count} of {total}" reads right).
    const countBeforeWord = /\{(count|minutes|days|attempts|total|quotes|contacts|subscribers)\} (?!(?:in|of|von|and|und)\b)[A-Za-zÄÖÜäöü]|\(s\)|\(e\)/u;
    const found = Object.entries({ ...en, ...de }).filter(([, message]) => message !== undefined && !isPlural(message) && countBeforeWord.test(message)).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it("chooses the variant by Intl.PluralRules in each language", () => {
    expect(translator("en")("destinations.count", { count: 1 })).toBe("1 destination found");
    expect(translator("en")("destinations.count", { count: 0 })).toBe("0 destinations found");
    expect(translator("en")("destinations.count", { count: 12 })).toBe("12 destinations found");
    expect(translator("de")("destinations.count", { count: 1 })).toBe("1 Reiseziel gefunden");
    expect(translator("de")("destinations.count", { count: 2 })).toBe("2 Reiseziele gefunden");
    expect(translator("en")("staff.erased", { count: 1 })).toBe("Erased 1 record.");
    expect(translator("de")("staff.signInBlocked", { count: 1 })).toBe("Zu viele Fehlversuche. Bitte versuchen Sie es in 1 Minute erneut.");
  });

  it("falls back to English for a missing German key and fills placeholders", () => {
    const t = translator("de");
    expect(t("footer.copyright", { year: 2031 })).toBe("© 2031 ARC Pet Air. Alle Rechte vorbehalten.");
    expect(translator("en")("notFound.title")).toBe("404 Page Not Found");
    expect(t("notFound.title")).toBe("404 Seite nicht gefunden");
  });
});
