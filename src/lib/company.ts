/**
 * The company's verifiable facts, for pages, mails and structured data: those staff published in the staff area
 * (`server/company.server.ts`), else the ones `content/company.json` ships with. The server validates the file at
 * start-up; every empty field is left out wherever the site shows the facts (decision 024).
 */
import raw from "../../content/company.json" with { type: "json" };
import type { Lang } from "../i18n/languages.ts";
import { useRootData } from "./root-data.ts";
import type { BadgeKey, CompanyFacts, Membership, Office } from "./schemas/company.ts";

export type { BadgeKey, CompanyFacts, Membership, Office };

/** The shipped facts (the seed of a fresh installation). */
export const company: CompanyFacts = raw as CompanyFacts;

let shown: CompanyFacts = company;
/** The facts the site shows now, where no page is at hand (mails, the staff overview): the newest published ones, else the shipped ones. */
export const companyFacts = (): CompanyFacts => shown;
/** Sets what `companyFacts` answers (the server, when a version is published). */
export function setCompanyFacts(facts: CompanyFacts): void {
  shown = facts;
}

/** The facts in a page: as the root loader gave them when the page was rendered, else (a story) the shipped ones. */
export function useCompany(): CompanyFacts {
  return useRootData()?.company ?? company;
}

/** The office the imprint and the structured data name: the first one. */
export const registeredOffice = (facts: CompanyFacts): Office | undefined => facts.offices[0];

/** An office as one line: "Street 1, 12345 City, Country" (the country named in the page's language). */
export function officeLine(office: Office, lang: Lang): string {
  let country = office.country;
  try {
    country = new Intl.DisplayNames([lang], { type: "region" }).of(office.country) ?? office.country;
  } catch {
    // An engine without region names shows the code.
  }
  return `${office.street}, ${office.postal_code} ${office.city}, ${country}`;
}

/** The photo staff chose for a page (`destination:japan/tokyo-nrt`, `service:door-to-door`), if any: it replaces the drawing. */
export const pagePhoto = (facts: CompanyFacts, page: string): string | undefined => facts.pictures.find((picture) => picture.page === page)?.photo;

/** The membership that backs a trust badge, when one is configured with a directory link. */
export const badgeBacking = (facts: CompanyFacts, badge: BadgeKey): Membership | undefined =>
  facts.memberships.find((membership) => membership.badge === badge && membership.url);

/**
 * The fields the imprint must name under § 5 DDG that the file leaves empty (a VAT ID only where
 * one exists, so it is never reported missing): what the start-up warning lists.
 */
export function imprintGaps(facts: CompanyFacts): string[] {
  const gaps: string[] = [];
  if (!facts.legal_name) gaps.push("legal_name");
  if (!facts.offices[0]) gaps.push("offices (street address)");
  if (facts.managing_directors.length === 0) gaps.push("managing_directors");
  if (!facts.register.court || !facts.register.number) gaps.push("register (court and number)");
  if (!facts.email) gaps.push("email");
  if (!facts.phone) gaps.push("phone");
  return gaps;
}

/** What a visitor cannot yet verify about the company: the facts the launch check and the staff overview name. */
export const launchFacts = ["legal_name", "phone", "email", "office", "register", "vat_id", "membership_or_review", "team_photos"] as const;
export type LaunchFact = (typeof launchFacts)[number];

export interface LaunchCheck {
  /** Facts a visitor cannot check yet, in the order of `launchFacts`. */
  missing: LaunchFact[];
  /** What § 5 DDG requires in the imprint and the file leaves empty (see `imprintGaps`). */
  imprint: string[];
}

/** The launch check (`npm run launch-check`, the staff area's first screen): what the company's facts leave a visitor unable to verify. */
export function launchCheck(facts: CompanyFacts): LaunchCheck {
  const present: Record<LaunchFact, boolean> = {
    legal_name: !!facts.legal_name,
    phone: !!facts.phone,
    email: !!facts.email,
    office: facts.offices.length > 0,
    register: !!facts.register.number,
    vat_id: !!facts.vat_id,
    membership_or_review: facts.memberships.some((membership) => membership.url) || facts.review_profiles.length > 0,
    team_photos: facts.team.some((member) => member.photo),
  };
  return { missing: launchFacts.filter((fact) => !present[fact]), imprint: imprintGaps(facts) };
}
