/**
 * The content of content/ as the server's content queries give it (src/server/content.server.ts),
 * for stories and the MSW handlers: the same files, read with the same record schemas, German falling
 * back to English field by field, only published entries, destinations with the quick facts of their
 * country's entry requirements, FAQs in their order, posts newest first. The handlers pass
 * `contentSource` to the content API shared with the server (src/lib/api/content.ts); the contract
 * test (src/lib/api/contract.integration.test.ts) holds both to the same answers.
 */
import { z } from "zod";
import destinationRecords from "../content/destinations.json" with { type: "json" };
import blogRecords from "../content/blog.json" with { type: "json" };
import faqRecords from "../content/faqs.json" with { type: "json" };
import serviceRecords from "../content/services.json" with { type: "json" };
import topicRecords from "../content/topics.json" with { type: "json" };
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
import type { ContentSource } from "../src/lib/api/content.ts";
import type { RequirementsSource } from "../src/lib/api/requirements.ts";
import { requirements } from "../src/lib/planner/data.ts";
import { ruleKeyFor } from "../src/lib/planner/plan.ts";
import destinationText from "../content/destination-text.json" with { type: "json" };
import { composedText, destinationTextFile } from "../src/lib/destination-text.ts";
import { blogRecord, destinationRecord, destinationTranslation, faqRecord, faqTranslation, serviceRecord, topicRecord, translation, type BlogPost, type Destination, type Faq, type Service, type Topic } from "../src/lib/schemas/content.ts";

type Texts = Record<string, unknown>;
/** An entry's texts in `lang`, read with the content schema: the English ones, overlaid field by field by the German ones. */
const texts = <S extends z.ZodObject>(schema: S, en: Texts, de: Texts, key: string, lang: Lang): z.output<S> => ({
  ...schema.parse(en[key]),
  ...(lang === "de" && de[key] ? schema.partial().parse(de[key]) : {}),
});
const published = <T extends { published: boolean }>(items: T[]) => items.filter((item) => item.published);

export const destinations = (lang: Lang): Destination[] =>
  published(z.array(destinationRecord).parse(destinationRecords)).map((record) => {
    const rule = requirements().rules[ruleKeyFor(record.slug)]!;
    // A destination without a text of its own has one composed from its entry rule, as on the site.
    const german = (deDestinations as Texts)[record.slug] as { city?: string } | undefined;
    const translation = record.slug in enDestinations
      ? texts(destinationTranslation, enDestinations, deDestinations, record.slug, lang)
      : composedText(record, german?.city, lang, requirements(), destinationTextFile.parse(destinationText))!;
    // Documents and processing time come from the country's entry requirements, as on the site.
    return { ...record, type: "destination", translation: { ...translation, quick_facts: { ...translation.quick_facts, documents: rule.documents[lang], processing_time: rule.processing[lang] } } };
  });

export const services = (lang: Lang): Service[] =>
  published(z.array(serviceRecord).parse(serviceRecords)).map((record) => ({ ...record, type: "service", translation: texts(translation, enServices, deServices, record.slug, lang) }));

export const topics = (lang: Lang): Topic[] =>
  published(z.array(topicRecord).parse(topicRecords)).map((record) => ({ ...record, type: "topic", translation: texts(translation, enTopics, deTopics, record.slug, lang) }));

export const posts = (lang: Lang): BlogPost[] =>
  published(z.array(blogRecord).parse(blogRecords))
    .map((record): BlogPost => ({ ...record, type: "blog", translation: texts(translation, enBlog, deBlog, record.slug, lang) }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

export const faqs = (lang: Lang): Faq[] =>
  published(z.array(faqRecord).parse(faqRecords))
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((record) => ({ ...record, translation: texts(faqTranslation, enFaqs, deFaqs, String(record.id), lang) }));

/** The fixtures as the content API's source. */
export const contentSource: ContentSource = {
  destinations: async (lang) => destinations(lang),
  services: async (lang) => services(lang),
  topics: async (lang) => topics(lang),
  posts: async (lang) => posts(lang),
  faqs: async (lang) => faqs(lang),
};

/** The fixtures as the requirements API's source: the same requirements file, the published destinations. */
export const requirementsSource: RequirementsSource = {
  requirements: async () => requirements(),
  hasDestination: async (slug) => destinations("en").some((item) => item.slug === slug),
};
