/**
 * Content API answers for stories and tests, built from a slice of the real content files in
 * both languages (German falling back to English field by field, as on the site).
 */
import destinationRecords from "../content/destinations.json" with { type: "json" };
import blogRecords from "../content/blog.json" with { type: "json" };
import faqRecords from "../content/faqs.json" with { type: "json" };
import serviceRecords from "../content/services.json" with { type: "json" };
import topicRecords from "../content/topics.json" with { type: "json" };
import requirements from "../content/requirements.json" with { type: "json" };
import enDestinations from "../content/en/destinations.json" with { type: "json" };
import deDestinations from "../content/de/destinations.json" with { type: "json" };
import enBlog from "../content/en/blog.json" with { type: "json" };
import deBlog from "../content/de/blog.json" with { type: "json" };
import enFaqs from "../content/en/faqs.json" with { type: "json" };
import deFaqs from "../content/de/faqs.json" with { type: "json" };
import enServices from "../content/en/services.json" with { type: "json" };
import deServices from "../content/de/services.json" with { type: "json" };
import enTopics from "../content/en/topics.json" with { type: "json" };
import deTopics from "../content/de/topics.json" with { type: "json" };
import type { Lang } from "../src/i18n/languages.ts";
import type { Continent } from "../src/i18n/countries.ts";
import type { FaqCategory } from "../src/lib/content-kinds.ts";
import type { BlogPostResponse, DestinationListItem, DestinationResponse, FaqListResponse, ServiceResponse, TopicResponse } from "../src/lib/schemas/content-api.ts";

type Texts<T> = Record<string, T>;
const pick = <T extends object>(en: Texts<T>, de: Texts<Partial<T>>, key: string, lang: Lang): T => ({ ...en[key]!, ...(lang === "de" ? de[key] : {}) });

export function destinations(lang: Lang): DestinationResponse[] {
  return destinationRecords.map((record) => ({
    id: record.id,
    slug: record.slug,
    type: "destination" as const,
    published: true,
    country: record.country,
    city: record.city,
    continent: record.continent as Continent,
    airport_code: record.airport_code,
    image: `/assets/destinations/countries/${record.country}.jpg`,
    translation: withRequirementFacts(record.slug, lang, pick(enDestinations as Texts<FileTranslation>, deDestinations as Texts<Partial<FileTranslation>>, record.slug, lang)),
  }));
}

type FileTranslation = Omit<DestinationResponse["translation"], "quick_facts"> & { quick_facts: Pick<DestinationResponse["translation"]["quick_facts"], "airports" | "climate"> };

/** Documents and processing time come from the country's entry requirements, as on the site. */
function withRequirementFacts(slug: string, lang: Lang, translation: FileTranslation): DestinationResponse["translation"] {
  const overrides: Record<string, string> = requirements.destinations;
  const rules = requirements.rules as Record<string, { documents: Record<Lang, string[]>; processing: Record<Lang, string> }>;
  const rule = rules[overrides[slug] ?? slug.split("/")[0]!]!;
  return { ...translation, quick_facts: { ...translation.quick_facts, documents: rule.documents[lang], processing_time: rule.processing[lang] } };
}

export const destinationList = (lang: Lang): DestinationListItem[] =>
  destinations(lang).map(({ published: _published, translation, ...item }) => ({ ...item, translation: { title: translation.title, excerpt: translation.excerpt } }));

const articles = <T extends "service" | "topic">(type: T, records: Array<{ id: number; slug: string; image?: string }>, en: Texts<ServiceResponse["translation"]>, de: Texts<Partial<ServiceResponse["translation"]>>) =>
  (lang: Lang) => records.map((record) => ({ id: record.id, slug: record.slug, type, image: record.image, translation: pick(en, de, record.slug, lang) }));

export const services: (lang: Lang) => ServiceResponse[] = articles("service", serviceRecords, enServices, deServices);
export const topics: (lang: Lang) => TopicResponse[] = articles("topic", topicRecords, enTopics, deTopics);

export const posts = (lang: Lang): BlogPostResponse[] =>
  blogRecords
    .map((record) => ({ id: record.id, slug: record.slug, type: "blog" as const, image: record.image, created_at: record.created_at, updated_at: record.updated_at, translation: pick(enBlog, deBlog, record.slug, lang) }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

export const faqs = (lang: Lang): FaqListResponse =>
  faqRecords.map((record) => ({ id: record.id, order: record.order ?? 0, category: record.category as FaqCategory, translation: pick(enFaqs, deFaqs, String(record.id), lang) }));
