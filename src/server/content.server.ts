/**
 * Loads `content/` once per process, validates it against the content schemas (a bad file
 * stops the start with a message naming file and field), sanitises its HTML and serves typed
 * queries to loaders and API routes. Content is immutable for the life of a deploy.
 */
import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { findCountry } from "../i18n/countries.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import {
  bundles,
  faqRecord,
  faqTranslation,
  featuredSchema,
  pageKeys,
  pageTranslation,
  type BlogPost,
  type BundleName,
  type Destination,
  type DestinationRecord,
  type DestinationTranslation,
  type Faq,
  type Featured,
  type PageKey,
  type PageTranslation,
  type QuickFacts,
  type Service,
  type Topic,
} from "../lib/schemas/content.ts";
import { ruleKeyFor } from "../lib/planner/plan.ts";
import { requirementsFile, type RequirementsFile } from "../lib/schemas/requirements.ts";
import { projectRoot } from "./project-root.server.ts";
import { composedText, destinationTextFile } from "../lib/destination-text.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

const htmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "br", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowProtocolRelative: false,
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, htmlPolicy);
}

function describe(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`)
    .join("\n");
}

async function readJson(dir: string, relative: string): Promise<unknown> {
  const file = join(dir, relative);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new ContentError(`content/${relative}: file is missing`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ContentError(`content/${relative}: not valid JSON (${(error as Error).message})`);
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(describe(`content/${file}`, result.error));
  return result.data;
}

type Localized<T> = Record<Lang, T>;

/** Merges a German entry over the English one, field by field (English fallback). */
function withFallback<T extends object>(en: T, de: Partial<T> | undefined): T {
  return { ...en, ...(de ?? {}) };
}

function sanitizeFields<T extends { content: string; team?: { intro: string; people: string } }>(value: T): T {
  return { ...value, content: sanitize(value.content), ...(value.team ? { team: { intro: sanitize(value.team.intro), people: sanitize(value.team.people) } } : {}) };
}

type Item<R extends z.ZodType, T extends z.ZodType> = z.output<R> & { translation: z.output<T> };

type PictureFields = { image?: string; image_tablet?: string; image_mobile?: string };
/** The pictures the build draws (scripts/build-images.ts); a photograph is `/assets/photos/{name}.jpg`, made from `content/photos/{name}.*`. */
const drawn = /^\/assets\/(illustrations|pets|destinations\/(countries|continents|places))\/[a-z0-9/-]+\.jpg$/;
const photograph = /^\/assets\/photos\/([a-z0-9-]+)\.jpg$/;
const photoFormats = ["jpg", "jpeg", "png", "webp"];

/** Every picture an entry names is one the build makes: a drawing, or a photograph whose file is in `content/photos/`; crops are photographs. */
async function checkPictures(dir: string, where: string, item: PictureFields): Promise<void> {
  for (const field of ["image", "image_tablet", "image_mobile"] as const) {
    const path = item[field];
    if (!path) continue;
    const photo = photograph.exec(path)?.[1];
    if (!photo) {
      if (field === "image" && drawn.test(path)) continue;
      throw new ContentError(`content/${where}.${field}: not a picture the build makes: ${path} (see content/README.md, "Pictures")`);
    }
    const found = await Promise.all(photoFormats.map((format) => access(join(dir, "photos", `${photo}.${format}`)).then(() => true, () => false)));
    if (!found.includes(true)) throw new ContentError(`content/${where}.${field}: no photograph content/photos/${photo}.(${photoFormats.join("|")})`);
  }
}

async function loadBundle<R extends z.ZodType<{ slug: string }>, T extends z.ZodObject<{ content: z.ZodString }>>(
  dir: string,
  name: BundleName,
  record: R,
  translation: T,
  /** The text of a record that has none in `content/en/{name}.json` (destinations: composed from the entry rule). */
  compose?: (item: z.output<R>, lang: Lang, german: Partial<z.output<T>> | undefined) => z.output<T> | undefined,
): Promise<Localized<Item<R, T>[]>> {
  const records = parse(z.array(record), await readJson(dir, `${name}.json`), `${name}.json`) as z.output<R>[];
  const texts = {} as Record<Lang, Record<string, z.output<T>>>;
  for (const lang of languages) {
    const file = `${lang}/${name}.json`;
    const schema = z.record(z.string(), lang === "en" ? translation : translation.partial());
    texts[lang] = parse(schema, await readJson(dir, file), file) as Record<string, z.output<T>>;
  }
  const seen = new Set<string>();
  for (const [index, item] of records.entries()) {
    await checkPictures(dir, `${name}.json: ${index}`, item as PictureFields);
    if (seen.has(item.slug)) throw new ContentError(`content/${name}.json: ${index}.slug: duplicate slug ${item.slug}`);
    seen.add(item.slug);
    if (!texts.en[item.slug]) {
      const composed = compose && languages.map((lang) => compose(item, lang, texts.de[item.slug]));
      if (!composed?.[0] || !composed[1]) throw new ContentError(`content/en/${name}.json: missing entry for ${item.slug}`);
      texts.en[item.slug] = parse(translation, composed[0], `en/${name}.json (composed for ${item.slug})`);
      texts.de[item.slug] = parse(translation, composed[1], `de/${name}.json (composed for ${item.slug})`);
    }
  }
  for (const lang of languages) {
    for (const key of Object.keys(texts[lang])) {
      if (!seen.has(key)) throw new ContentError(`content/${lang}/${name}.json: ${key}: no record with this slug in content/${name}.json`);
    }
  }
  const localized = (lang: Lang): Item<R, T>[] =>
    records.map((item) => ({
      ...item,
      translation: sanitizeFields(withFallback(texts.en[item.slug]!, lang === "de" ? texts.de[item.slug] : undefined)),
    }));
  return { en: localized("en"), de: localized("de") };
}

/**
 * Documents and processing time of each destination come from its country's entry requirements
 * (content/requirements.json), so the page's quick facts and the travel planner cannot disagree.
 */
function requirementFacts<T extends { slug: string; translation: Omit<DestinationTranslation, "quick_facts"> & { quick_facts: Pick<QuickFacts, "airports" | "climate"> } }>(
  file: RequirementsFile,
  destinations: Localized<T[]>,
): { file: RequirementsFile; destinations: Localized<(Omit<T, "translation"> & { translation: DestinationTranslation })[]> } {
  const withFacts = (lang: Lang) =>
    destinations[lang].map((item) => {
      const rule = file.rules[ruleKeyFor(item.slug, file)];
      if (!rule) throw new ContentError(`content/requirements.json: no entry requirements for ${item.slug}`);
      const quick_facts: QuickFacts = { ...item.translation.quick_facts, documents: rule.documents[lang], processing_time: rule.processing[lang] };
      return { ...item, translation: { ...item.translation, quick_facts } };
    });
  return { file, destinations: { en: withFacts("en"), de: withFacts("de") } };
}

export interface Content {
  destinations: Localized<Destination[]>;
  services: Localized<Service[]>;
  topics: Localized<Topic[]>;
  blog: Localized<BlogPost[]>;
  faqs: Localized<Faq[]>;
  pages: Localized<Record<PageKey, PageTranslation>>;
  featured: Featured;
  /** Entry requirements per country (content/requirements.json), for the planner. */
  requirements: RequirementsFile;
}

export async function loadContent(dir = join(projectRoot(), "content")): Promise<Content> {
  const rules = parse(requirementsFile, await readJson(dir, "requirements.json"), "requirements.json");
  const destinationTexts = parse(destinationTextFile, await readJson(dir, "destination-text.json"), "destination-text.json");
  const composeDestination = (item: DestinationRecord, lang: Lang, german: { city?: string } | undefined) => composedText(item, german?.city, lang, rules, destinationTexts);
  const [destinations, services, topics, blog] = await Promise.all([
    loadBundle(dir, "destinations", bundles.destinations.record, bundles.destinations.translation, composeDestination),
    loadBundle(dir, "services", bundles.services.record, bundles.services.translation),
    loadBundle(dir, "topics", bundles.topics.record, bundles.topics.translation),
    loadBundle(dir, "blog", bundles.blog.record, bundles.blog.translation),
  ]);
  for (const [index, item] of destinations.en.entries()) {
    if (!findCountry(item.country)) throw new ContentError(`content/destinations.json: ${index}.country: unknown country ${item.country} (see src/i18n/countries.ts)`);
    if (!item.slug.startsWith(`${item.country}/`)) throw new ContentError(`content/destinations.json: ${index}.slug: must start with ${item.country}/`);
  }
  const requirements = requirementFacts(rules, destinations);

  const faqRecords = parse(z.array(faqRecord), await readJson(dir, "faqs.json"), "faqs.json");
  const faqTexts = {} as Record<Lang, Record<string, z.output<typeof faqTranslation>>>;
  const pageTexts = {} as Record<Lang, Record<PageKey, PageTranslation>>;
  for (const lang of languages) {
    const faqSchema = z.record(z.string(), lang === "en" ? faqTranslation : faqTranslation.partial());
    faqTexts[lang] = parse(faqSchema, await readJson(dir, `${lang}/faqs.json`), `${lang}/faqs.json`) as Record<string, z.output<typeof faqTranslation>>;
    const pageSchema = z.strictObject(
      Object.fromEntries(pageKeys.map((key) => [key, lang === "en" ? pageTranslation : pageTranslation.partial().optional()])),
    );
    pageTexts[lang] = parse(pageSchema, await readJson(dir, `${lang}/pages.json`), `${lang}/pages.json`) as Record<PageKey, PageTranslation>;
  }
  for (const item of faqRecords) {
    if (!faqTexts.en[String(item.id)]) throw new ContentError(`content/en/faqs.json: missing entry for FAQ ${item.id}`);
  }

  const faqs = (lang: Lang): Faq[] =>
    faqRecords
      .filter((item) => item.published)
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((item) => {
        const translation = withFallback(faqTexts.en[String(item.id)]!, lang === "de" ? faqTexts.de[String(item.id)] : undefined);
        return { ...item, translation: { ...translation, answer: sanitize(translation.answer) } };
      });
  const pages = (lang: Lang) =>
    Object.fromEntries(
      pageKeys.map((key) => [key, sanitizeFields(withFallback(pageTexts.en[key], lang === "de" ? pageTexts.de[key] : undefined))]),
    ) as Record<PageKey, PageTranslation>;

  const featured = parse(featuredSchema, await readJson(dir, "featured.json"), "featured.json");
  const destinationSlugs = new Set(destinations.en.map((item) => item.slug));
  const topicSlugs = new Set(topics.en.map((item) => item.slug));
  for (const [list, slugs] of [["home", destinationSlugs], ["petShipping", destinationSlugs], ["exploreMore", destinationSlugs], ["relatedGuides", topicSlugs]] as const) {
    for (const [index, slug] of featured[list].entries()) {
      if (!slugs.has(slug)) throw new ContentError(`content/featured.json: ${list}.${index}: no such slug ${slug}`);
    }
  }

  const typed = <K extends string, R>(type: K, list: Localized<R[]>) => ({
    en: list.en.map((item) => ({ ...item, type })),
    de: list.de.map((item) => ({ ...item, type })),
  });
  const newestFirst = (a: BlogPost, b: BlogPost) => b.created_at.localeCompare(a.created_at);
  const posts: Localized<BlogPost[]> = typed("blog" as const, blog);

  return {
    destinations: typed("destination" as const, requirements.destinations),
    requirements: requirements.file,
    services: typed("service" as const, services),
    topics: typed("topic" as const, topics),
    blog: { en: posts.en.sort(newestFirst), de: posts.de.sort(newestFirst) },
    faqs: { en: faqs("en"), de: faqs("de") },
    pages: { en: pages("en"), de: pages("de") },
    featured,
  };
}

let loaded: Promise<Content> | undefined;

/** The content of this deploy, read and validated once. */
export function getContent(): Promise<Content> {
  loaded ??= loadContent();
  return loaded;
}

const published = <T extends { published: boolean }>(items: T[]) => items.filter((item) => item.published);

/** Typed queries used by loaders and API routes. */
export const contentQueries = {
  async destinations(lang: Lang) {
    return published((await getContent()).destinations[lang]);
  },
  async destination(slug: string, lang: Lang) {
    return (await contentQueries.destinations(lang)).find((item) => item.slug === slug);
  },
  /** The one destination a flat slug names: `frankfurt-fra`, or a full slug `germany/frankfurt-fra`. */
  async destinationByFlatSlug(slug: string, lang: Lang) {
    const matches = (await contentQueries.destinations(lang)).filter((item) => item.slug === slug || item.slug.endsWith(`/${slug}`));
    return matches.length === 1 ? matches[0] : undefined;
  },
  async services(lang: Lang) {
    return published((await getContent()).services[lang]);
  },
  async service(slug: string, lang: Lang) {
    return (await contentQueries.services(lang)).find((item) => item.slug === slug);
  },
  async topics(lang: Lang) {
    return published((await getContent()).topics[lang]);
  },
  async topic(slug: string, lang: Lang) {
    return (await contentQueries.topics(lang)).find((item) => item.slug === slug);
  },
  async posts(lang: Lang) {
    return published((await getContent()).blog[lang]);
  },
  async post(slug: string, lang: Lang) {
    return (await contentQueries.posts(lang)).find((item) => item.slug === slug);
  },
  async faqs(lang: Lang) {
    return (await getContent()).faqs[lang];
  },
  async page(key: PageKey, lang: Lang) {
    return (await getContent()).pages[lang][key];
  },
  /** The published destinations of a featured list, in its order. */
  async featuredDestinations(list: "home" | "petShipping" | "exploreMore", lang: Lang) {
    const slugs = (await getContent()).featured[list];
    const bySlug = new Map((await contentQueries.destinations(lang)).map((item) => [item.slug, item]));
    return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  },
  /** Up to `count` other guides: the featured related guides first, in their order, then the rest. */
  async relatedTopics(slug: string, lang: Lang, count = 3) {
    const preferred = (await getContent()).featured.relatedGuides;
    const rank = (item: Topic) => (preferred.includes(item.slug) ? preferred.indexOf(item.slug) : preferred.length);
    return (await contentQueries.topics(lang))
      .filter((item) => item.slug !== slug)
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, count);
  },
};


