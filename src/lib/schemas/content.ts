/**
 * Schemas of the content files under `content/`. Language-neutral records live in
 * `content/<type>.json`; their texts live in `content/en/<type>.json` and
 * `content/de/<type>.json`, keyed by slug (or FAQ id). English is required, German falls
 * back to English field by field.
 */
import { z } from "zod";
import { continents } from "../../i18n/countries.ts";
import { faqCategories, type FaqCategory } from "../content-kinds.ts";
import { EXPLORE_ROW } from "../explore-more.ts";

export { faqCategories, type FaqCategory };

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const html = z.string().min(1);
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

export const contentTypes = ["destination", "service", "topic", "blog"] as const;
export type ContentType = (typeof contentTypes)[number];

const baseRecord = z.strictObject({
  id: z.number().int().positive(),
  published: z.boolean().default(true),
  /** The entry's picture: a drawing of the build, or a photograph under `/assets/photos/` (content/README.md). */
  image: z.string().startsWith("/").optional(),
  /** The same picture cropped for tablets and phones (photographs only); the article page picks by width. */
  image_tablet: z.string().startsWith("/").optional(),
  image_mobile: z.string().startsWith("/").optional(),
  /** Who took the photograph, shown under it. */
  image_attribution: z.string().min(1).optional(),
});

export const destinationRecord = baseRecord.extend({
  slug: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "country/city-airport"),
  country: slug,
  city: z.string().min(1),
  airport_code: z.string().regex(/^[A-Z]{3}$/, "three capital letters"),
  continent: z.enum(continents),
  /** The city of an arrival airport that lies in another country (Zurich for Vaduz), in both languages. */
  airport_city: z.strictObject({ en: z.string().min(1), de: z.string().min(1) }).optional(),
});

export const serviceRecord = baseRecord.extend({ slug });
export const topicRecord = baseRecord.extend({ slug });
export const blogRecord = baseRecord.extend({ slug, created_at: isoDate, updated_at: isoDate });

export const faqRecord = z.strictObject({
  id: z.number().int().positive(),
  order: z.number().int().default(0),
  published: z.boolean().default(true),
  category: z.enum(faqCategories),
});

export const translation = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  content: html,
  meta_title: z.string().min(1).max(70),
  meta_description: z.string().min(50).max(170),
});

export const destinationTranslation = translation.extend({
  /** The city's name in this language, where it differs from the record's (Munich → München). */
  city: z.string().min(1).optional(),
  /** Documents and processing time are not written here: they come from content/requirements.json (see `QuickFacts`). */
  quick_facts: z.strictObject({
    airports: z.array(z.string().regex(/\([A-Z]{3}\)$/, "City (CODE)")).min(1),
    /** Absent on a page composed from the entry rule (content/README.md, "Destinations"): no climate is stated without a source. */
    climate: z.string().min(1).optional(),
  }),
});

export const faqTranslation = z.strictObject({ question: z.string().min(1), answer: html });

export const pageKeys = ["about", "pet-shipping", "privacy-policy", "terms-of-service", "imprint", "check-a-pet-shipper"] as const;
export type PageKey = (typeof pageKeys)[number];
/** A page's source: who published it, its title as published, and its `https` address. */
export const pageSource = z.strictObject({
  publisher: z.string().min(1),
  title: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
});
export type PageSource = z.output<typeof pageSource>;
export const pageTranslation = z.strictObject({
  title: z.string().min(1),
  meta_title: z.string().min(1).max(70),
  meta_description: z.string().min(50).max(170),
  content: html,
  /** The pages its statements rest on, listed under the text as "Sources". */
  sources: z.array(pageSource).min(1).optional(),
  /**
   * The about page's team: an introduction, and the people named in words, shown while staff have named no team in
   * the staff area (then its people with their photos take their place: decision 040).
   */
  team: z.strictObject({ intro: html, people: html }).optional(),
});

/** Each bundle: the language-neutral record schema and the translation schema. */
export const bundles = {
  destinations: { record: destinationRecord, translation: destinationTranslation },
  services: { record: serviceRecord, translation },
  topics: { record: topicRecord, translation },
  blog: { record: blogRecord, translation },
} as const;
export type BundleName = keyof typeof bundles;

export type DestinationRecord = z.output<typeof destinationRecord>;
export type Translation = z.output<typeof translation>;
/** A destination's quick facts as pages show them: the file's, plus what its country's entry requirements say. */
export interface QuickFacts {
  documents: string[];
  processing_time: string;
  airports: string[];
  climate?: string;
}
export type DestinationTranslation = Omit<z.output<typeof destinationTranslation>, "quick_facts"> & { quick_facts: QuickFacts };
export type PageTranslation = z.output<typeof pageTranslation>;

/** Content as the site receives it (docs/requirements.md §3 "Content as received by the site"). */
export type Destination = DestinationRecord & { type: "destination"; translation: DestinationTranslation };
export type Service = z.output<typeof serviceRecord> & { type: "service"; translation: Translation };
export type Topic = z.output<typeof topicRecord> & { type: "topic"; translation: Translation };
export type BlogPost = z.output<typeof blogRecord> & { type: "blog"; translation: Translation };
export type Faq = z.output<typeof faqRecord> & { translation: z.output<typeof faqTranslation> };

/** The card fields of a service, topic or post (no body). */
/** `content/featured.json`: which destinations and guides the pages feature, in order (slugs). */
export const featuredSchema = z.strictObject({
  /** Home page: popular destinations. */
  home: z.array(z.string()).min(1).max(12),
  /** Pet-shipping landing page: popular destinations. */
  petShipping: z.array(z.string()).min(1).max(6),
  /** Destination page: the "explore more" row of three (a page never lists itself, so at least one more is listed). */
  exploreMore: z.array(z.string()).min(EXPLORE_ROW + 1).max(6),
  /** Guide page: related guides, preferred first; others fill the row. */
  relatedGuides: z.array(z.string()).max(12),
});
export type Featured = z.output<typeof featuredSchema>;

export interface ContentSummary {
  slug: string;
  image?: string;
  translation: Pick<Translation, "title" | "excerpt">;
}
