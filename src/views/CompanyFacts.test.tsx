import { createStore, Provider } from "jotai";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import raw from "../../content/company.json" with { type: "json" };
import filledRaw from "../test/company-filled.json" with { type: "json" };
import type { Lang } from "../i18n/languages.ts";
import { loadDictionary } from "../i18n/messages/index.ts";
import { langAtom } from "../lib/atoms.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { CheckUs, ImprintFacts, MembershipList, OfficeAddress } from "./CompanyFacts.tsx";
import { Footer } from "../components/layout/Footer.tsx";
import { TrustBadges, VerifiedFacts } from "./TrustBadges.tsx";

const shipped = companySchema.parse(raw);
const filled = companySchema.parse(filledRaw);

function render(element: ReactElement, lang: Lang = "en", router = true) {
  const store = createStore();
  store.set(langAtom, lang);
  return renderToStaticMarkup(createElement(Provider, { store }, router ? createElement(MemoryRouter, null, element) : element));
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
  it("shows a badge only with what backs it: the crates built to the IATA rules, a phone for 24/7, a membership for a certification", () => {
    const html = render(<TrustBadges facts={shipped} />);
    // As shipped, only the IATA crates: no "24/7 support" without a phone to call, no "certified handlers" or "vet
    // approved" without a membership that says so.
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/services/custom-pet-crates"');
    expect(html).not.toContain("https://");
    expect(html).not.toMatch(/24\/7|Certified handlers|Vet approved/);
    const withPhone = render(<TrustBadges facts={{ ...shipped, phone: "+49 69 1234567" }} />);
    expect(withPhone.match(/<a /g)).toHaveLength(2);
    expect(withPhone).toContain("24/7");
    const vet = { issuer: "Example Veterinary Board", name: { en: "Registered", de: "Registriert" }, number: "EX-1", url: "https://vets.example.com/ex-1", badge: "vet" as const };
    const withVet = render(<TrustBadges facts={{ ...shipped, memberships: [vet, { ...vet, url: undefined, badge: "handlers" as const }] }} />);
    // A membership without its directory entry backs nothing a visitor can check.
    expect(withVet).toContain('href="https://vets.example.com/ex-1"');
    expect(withVet).toContain("Vet approved");
    expect(withVet).not.toContain("Certified handlers");
  });

  it("links a badge to the configured membership's directory entry", () => {
    const html = render(<TrustBadges facts={filled} />);
    expect(html).toContain('href="https://directory.example.com/members/ex-0001"');
    expect(html).not.toContain('href="/services/custom-pet-crates"');
  });
});

describe("CheckUs, the check-a-shipper page's own checks", () => {
  const passes = (html: string) => [...html.matchAll(/data-check="([a-z]+)" data-passes="(yes|no)"/g)].map((match) => `${match[1]}:${match[2]}`);

  it("says, with the shipped facts, that each check cannot be made on this site yet, and promises no call", () => {
    const en = render(<CheckUs facts={shipped} />);
    expect(passes(en)).toEqual(["register:no", "office:no", "phone:no", "memberships:no"]);
    expect(en).toContain("We do not yet publish a phone number on this site");
    expect(en).not.toMatch(/call us|tel:/i);
    expect(en).toContain("write to us through the contact page");
    expect(render(<CheckUs facts={shipped} />, "de")).toContain("Eine Telefonnummer veröffentlichen wir auf dieser Website noch nicht");
  });

  it("names each fact once it is filled in, with the links to check it", () => {
    const html = render(<CheckUs facts={filled} />);
    expect(passes(html)).toEqual(["register:yes", "office:yes", "phone:yes", "memberships:yes", "reviews:yes"]);
    for (const value of ["Beispiel Tierflug GmbH (fictitious)", "HRB 00000", "Musterstraße 1", 'href="tel:+496990009123"', 'href="https://directory.example.com/members/ex-0001"', 'href="https://reviews.example.com/arc-pet-air"']) {
      expect(html).toContain(value);
    }
    expect(html).toContain("call us or write to us");
  });
});

describe("the footer's contact column and social profiles", () => {
  it("offers the contact form and no social icon while no profile is given", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <Footer services={[]} year={2026} /> }]);
    const html = render(<Stub />, "en", false);
    expect(html).toContain("Send us a message");
    expect(html).not.toContain("Follow us");
  });
});

describe("VerifiedFacts, the home page's first screen", () => {
  it("shows nothing while no membership has a directory link and no review profile is given", () => {
    expect(render(<VerifiedFacts facts={shipped} />)).toBe("");
  });

  it("links each membership with a directory entry, by issuer and number, and each review profile", () => {
    const html = render(<VerifiedFacts facts={filled} />);
    expect(html).toContain('href="https://directory.example.com/members/ex-0001"');
    expect(html).toContain("Example Animal Transport Association: Full member, no. EX-0001");
    expect(html).toContain('href="https://reviews.example.com/arc-pet-air"');
    // A membership without a directory entry cannot be checked in one click.
    expect(html).not.toContain("EX-VET-42");
    expect(render(<VerifiedFacts facts={filled} />, "de")).toContain("Vollmitglied, Nr. EX-0001");
  });
});
