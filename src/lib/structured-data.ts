/**
 * schema.org JSON-LD for search engines: the organisation, breadcrumbs, FAQ pages, articles
 * and services. Pure functions of content and absolute URLs; rendered by `JsonLd`.
 */
import type { Lang } from "../i18n/languages.ts";
import { translator } from "../i18n/messages/index.ts";

type Thing = Record<string, unknown>;

const context = "https://schema.org";

export function organization(siteUrl: string, lang: Lang): Thing {
  const t = translator(lang);
  return {
    "@context": context,
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: "ARC Pet Air GmbH",
    alternateName: t("site.name"),
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    description: t("site.description"),
    email: t("contact.email"),
    telephone: t("contact.phone"),
    address: { "@type": "PostalAddress", addressLocality: "Frankfurt am Main", addressCountry: "DE" },
    areaServed: "Worldwide",
    knowsLanguage: ["en", "de"],
  };
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
    publisher: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: "ARC Pet Air GmbH", logo: `${siteUrl}/favicon.svg` },
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
    provider: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: "ARC Pet Air GmbH" },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
