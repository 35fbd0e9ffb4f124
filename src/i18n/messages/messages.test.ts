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

// Every part's texts together (pages, planner, staff area, request page, mails): each language must answer every key.
const en: Record<string, string> = { ...enPages, ...enPlanner, ...enStaff, ...enRequest, ...enMail, ...enCompany, ...enImageDirectory };
const de: Record<string, string | undefined> = { ...dePages, ...dePlanner, ...deStaff, ...deRequest, ...deMail, ...deCompany, ...deImageDirectory };

describe("message dictionaries", () => {
  it("have the same keys in English and German", () => {
    const enKeys = Object.keys(en).sort();
    const deKeys = Object.keys(de).sort();
    expect(deKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !deKeys.includes(key))).toEqual([]);
  });

  it("have no empty texts and keep placeholders in both languages", () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe("");
      const german = de[key] ?? "";
      expect(german.trim(), key).not.toBe("");
      expect((german.match(/\{\w+\}/g) ?? []).sort(), key).toEqual((text.match(/\{\w+\}/g) ?? []).sort());
    }
  });

  it("falls back to English for a missing German key and fills placeholders", () => {
    const t = translator("de");
    expect(t("footer.copyright", { year: 2031 })).toBe("© 2031 ARC Pet Air. Alle Rechte vorbehalten.");
    expect(translator("en")("notFound.title")).toBe("404 Page Not Found");
    expect(t("notFound.title")).toBe("404 Seite nicht gefunden");
  });
});
