/**
 * schema.org JSON-LD for search engines: the organisation, breadcrumbs, FAQ pages, articles
 * and services. Pure functions of content and absolute URLs; rendered by `JsonLd`.
 */
import type { Lang } from "../i18n/languages.ts";
import { translator } from "../i18n/messages/index.ts";
import { company, registeredOffice, type CompanyFacts } from "./company.ts";

type Thing = Record<string, unknown>;

const context = "https://schema.org";

export function organization(siteUrl: string, lang: Lang, facts: CompanyFacts = company): Thing {
  const t = translator(lang);
  const office = registeredOffice(facts);
  const thing: Thing = {
    "@context": context,
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: facts.brand,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: t("site.description"),
    areaServed: "Worldwide",
    knowsLanguage: ["en", "de"],
  };
  // Only what content/company.json states: an empty field is left out.
  if (facts.legal_name) thing.legalName = facts.legal_name;
  if (facts.email) thing.email = facts.email;
  if (facts.phone) thing.telephone = facts.phone;
  if (office) {
    thing.address = { "@type": "PostalAddress", streetAddress: office.street, postalCode: office.postal_code, addressLocality: office.city, addressCountry: office.country };
  }
  if (facts.vat_id) thing.vatID = facts.vat_id;
  if (facts.memberships.length > 0) {
    thing.memberOf = facts.memberships.map((membership) => ({
      "@type": "ProgramMembership",
      hostingOrganization: { "@type": "Organization", name: membership.issuer },
      programName: membership.name[lang],
      membershipNumber: membership.number,
      ...(membership.url ? { url: membership.url } : {}),
    }));
  }
  if (facts.review_profiles.length > 0) thing.sameAs = facts.review_profiles.map((profile) => profile.url);
  return thing;
}

/** Breadcrumb trail: pairs of label and path (site-relative, language-explicit). */
export function breadcrumbList(siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): Thing {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

export function faqPage(faqs: ReadonlyArray<{ translation: { question: string; answer: string } }>, lang: Lang): Thing {
  return {
    "@context": context,
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.translation.question,
      acceptedAnswer: { "@type": "Answer", text: stripTags(faq.translation.answer) },
    })),
  };
}

export function article(
  siteUrl: string,
  lang: Lang,
  item: { url: string; title: string; description: string; image?: string; published: string; modified: string },
): Thing {
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: item.title,
    description: item.description,
    inLanguage: lang,
    mainEntityOfPage: `${siteUrl}${item.url}`,
    ...(item.image ? { image: `${siteUrl}${item.image}` } : {}),
    datePublished: item.published,
    dateModified: item.modified,
    author: { "@id": `${siteUrl}/#organization` },
    publisher: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: company.brand, logo: `${siteUrl}/favicon.svg` },
  };
}

export function service(siteUrl: string, lang: Lang, item: { url: string; name: string; description: string }): Thing {
  return {
    "@context": context,
    "@type": "Service",
    name: item.name,
    description: item.description,
    url: `${siteUrl}${item.url}`,
    inLanguage: lang,
    serviceType: item.name,
    areaServed: "Worldwide",
    provider: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: company.brand },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
