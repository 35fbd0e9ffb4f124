/**
 * The company's verifiable facts from `content/company.json`, for pages, mails and structured data.
 * The server validates the file at start-up (content.server.ts); every empty field is left out
 * wherever the site shows the facts (decision 024).
 */
import raw from "../../content/company.json" with { type: "json" };
import type { Lang } from "../i18n/languages.ts";
import type { BadgeKey, CompanyFacts, Membership, Office } from "./schemas/company.ts";

export type { BadgeKey, CompanyFacts, Membership, Office };

/** The shipped facts. */
export const company: CompanyFacts = raw as CompanyFacts;

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
