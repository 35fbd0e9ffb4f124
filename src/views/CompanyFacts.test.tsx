import { createStore, Provider } from "jotai";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import raw from "../../content/company.json" with { type: "json" };
import filledRaw from "../test/company-filled.json" with { type: "json" };
import type { Lang } from "../i18n/languages.ts";
import { loadDictionary } from "../i18n/messages/index.ts";
import { langAtom } from "../lib/atoms.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { ImprintFacts, MembershipList, OfficeAddress } from "./CompanyFacts.tsx";
import { TrustBadges } from "./TrustBadges.tsx";

const shipped = companySchema.parse(raw);
const filled = companySchema.parse(filledRaw);

function render(element: ReactElement, lang: Lang = "en") {
  const store = createStore();
  store.set(langAtom, lang);
  return renderToStaticMarkup(createElement(Provider, { store }, createElement(MemoryRouter, null, element)));
}

beforeAll(() => loadDictionary("de"));

describe("ImprintFacts", () => {
  it("shows every filled fact, in both languages", () => {
    const en = render(<ImprintFacts facts={filled} />);
    for (const value of ["Beispiel Tierflug GmbH (fictitious)", "Musterstraße 1, 12345 Musterstadt, Germany", "Erika Mustermann, Max Mustermann", "Amtsgericht Musterstadt", "HRB 00000", "DE000000000", "office@example.com", "tel:+496990009123"]) {
      expect(en).toContain(value);
    }
    expect(en).not.toContain("being completed");
    expect(render(<ImprintFacts facts={filled} />, "de")).toContain("Musterstraße 1, 12345 Musterstadt, Deutschland");
  });

  it("leaves out what the shipped file leaves empty, and says that the details are being completed", () => {
    const en = render(<ImprintFacts facts={shipped} />);
    expect(en).not.toMatch(/Commercial register|VAT|Represented by|GmbH/);
    expect(en).toContain("being completed");
    expect(en).toContain(shipped.email);
  });
});

describe("OfficeAddress and MembershipList", () => {
  it("render nothing without an office, a membership or a review profile", () => {
    expect(render(<OfficeAddress facts={shipped} />)).toBe("");
    expect(render(<MembershipList facts={shipped} />)).toBe("");
  });

  it("list each membership with issuer, number and its directory link, and each review profile", () => {
    expect(render(<OfficeAddress facts={filled} />)).toContain("Musterstraße 1");
    const html = render(<MembershipList facts={filled} />);
    expect(html).toContain("Example Animal Transport Association");
    expect(html).toContain("EX-0001");
    expect(html).toContain('href="https://directory.example.com/members/ex-0001"');
    expect(html).toContain("EX-VET-42");
    expect(html).toContain('href="https://reviews.example.com/arc-pet-air"');
  });
});

describe("TrustBadges", () => {
  it("links each badge to the page that explains it, and never to a directory that is not configured", () => {
    const html = render(<TrustBadges facts={shipped} />);
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html).toContain('href="/services/custom-pet-crates"');
    expect(html).not.toContain("https://");
  });

  it("links a badge to the configured membership's directory entry", () => {
    const html = render(<TrustBadges facts={filled} />);
    expect(html).toContain('href="https://directory.example.com/members/ex-0001"');
    expect(html).not.toContain('href="/services/custom-pet-crates"');
  });
});
