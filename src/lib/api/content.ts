/**
 * The read-only content API of docs/requirements.md §7, shared by the server (src/routes/api.content.ts,
 * answering from the content of the deploy) and the MSW handlers of `mocks/` (answering from the
 * fixtures): query parsing and limits, 404s, the answer shapes, ETag with 304 and caching. Each side
 * passes its own `ContentSource`. Browser-safe (the ETag is a Web Crypto digest).
 */
import { findCountry } from "../../i18n/countries.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import type { RouteId } from "../../route-table.ts";
import { MAX_DESTINATIONS, MAX_POSTS } from "../content-client.ts";
import { countryImage, placeImage } from "../images.ts";
import type { BlogPostResponse, DestinationListItem, DestinationResponse, FaqListResponse, ServiceResponse, TopicResponse } from "../schemas/content-api.ts";
import type { BlogPost, Destination, Faq, Service, Topic } from "../schemas/content.ts";
import { apiError, json } from "./answer.ts";

/** The published content in one language, as the content queries of the server answer it. */
export interface ContentSource {
  destinations(lang: Lang): Promise<Destination[]>;
  services(lang: Lang): Promise<Service[]>;
  topics(lang: Lang): Promise<Topic[]>;
  /** Newest first. */
  posts(lang: Lang): Promise<BlogPost[]>;
  faqs(lang: Lang): Promise<Faq[]>;
}

/** The content endpoints of the route table. */
export const contentEndpoints = ["apiDestinations", "apiDestination", "apiServices", "apiService", "apiTopic", "apiBlog", "apiBlogPost", "apiFaqs"] as const satisfies readonly RouteId[];
export type ContentEndpoint = (typeof contentEndpoints)[number];

/** Content API: a destination in the list. */
export const destinationListItem = (destination: Destination): DestinationListItem => ({
  id: destination.id,
  slug: destination.slug,
  type: "destination",
  country: destination.country,
  city: destination.city,
  continent: destination.continent,
  airport_code: destination.airport_code,
  image: destination.image ?? placeImage(destination.slug) ?? countryImage(destination.country),
  translation: { title: destination.translation.title, excerpt: destination.translation.excerpt },
});

/** Content API: one destination with all its texts. */
export const destinationResponse = (destination: Destination): DestinationResponse => ({
  ...destinationListItem(destination),
  published: destination.published,
  translation: destination.translation,
});

/** Content API: a service, guide or post with its texts. */
export const articleResponse = <T extends Service | Topic | BlogPost>(item: T): Pick<T, "id" | "slug" | "type" | "image" | "translation"> => ({
  id: item.id,
  slug: item.slug,
  type: item.type,
  image: item.image,
  translation: item.translation,
});

/** Content API: a blog post with its dates. */
export const postResponse = (post: BlogPost): BlogPostResponse => ({ ...articleResponse(post), created_at: post.created_at, updated_at: post.updated_at });

/** Content API: an FAQ entry. */
const faqResponse = ({ id, order, category, translation }: Faq): FaqListResponse[number] => ({ id, order, category, translation });

/** Content changes only per deploy: answers are cacheable for 5 minutes and revalidated by ETag. */
export const CONTENT_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

class ApiFailure extends Error {
  readonly status: 400 | 404;
  readonly key: MessageKey;
  /** The largest `limit` of the endpoint, named in the message of a bad query. */
  readonly max: number | undefined;
  constructor(status: 400 | 404, key: MessageKey, max?: number) {
    super(key);
    this.status = status;
    this.key = key;
    this.max = max;
  }
}

/** `language=de` answers in German; anything else (missing, unknown) in English. */
export const contentLanguage = (url: URL): Lang => (url.searchParams.get("language") === "de" ? "de" : "en");

function integer(url: URL, name: string, max: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new ApiFailure(400, "api.badQuery", max);
  return Number(raw);
}

function found<T>(item: T | undefined): T {
  if (!item) throw new ApiFailure(404, "api.notFound");
  return item;
}

const bySlug = <T extends { slug: string }>(items: T[], slug: string | undefined) => found(items.find((item) => item.slug === slug));

type Params = Record<string, string | undefined>;
type Handler = (source: ContentSource, params: Params, url: URL, lang: Lang) => Promise<unknown>;

const handlers: Record<ContentEndpoint, Handler> = {
  apiDestinations: async (source, _, url, lang): Promise<DestinationListItem[]> => {
    const limit = integer(url, "limit", MAX_DESTINATIONS) ?? MAX_DESTINATIONS;
    return (await source.destinations(lang)).slice(0, limit).map(destinationListItem);
  },
  apiDestination: async (source, { country, slug }, _, lang): Promise<DestinationResponse> => {
    const known = findCountry(country ?? "");
    return destinationResponse(bySlug(known ? await source.destinations(lang) : [], `${known?.en}/${slug}`));
  },
  apiServices: async (source, _, __, lang): Promise<ServiceResponse[]> => (await source.services(lang)).map(articleResponse),
  apiService: async (source, { slug }, _, lang): Promise<ServiceResponse> => articleResponse(bySlug(await source.services(lang), slug)),
  apiTopic: async (source, { slug }, _, lang): Promise<TopicResponse> => articleResponse(bySlug(await source.topics(lang), slug)),
  apiFaqs: async (source, _, __, lang): Promise<FaqListResponse> => (await source.faqs(lang)).map(faqResponse),
  apiBlog: async (source, _, url, lang): Promise<BlogPostResponse[]> => {
    const limit = integer(url, "limit", MAX_POSTS);
    const exclude = url.searchParams.get("exclude");
    if (exclude !== null && !/^[a-z0-9-]{1,120}$/.test(exclude)) throw new ApiFailure(400, "api.badQuery", MAX_POSTS);
    const posts = (await source.posts(lang)).filter((item) => item.slug !== exclude);
    return posts.slice(0, limit ?? posts.length).map(postResponse);
  },
  apiBlogPost: async (source, { slug }, _, lang) => postResponse(bySlug(await source.posts(lang), slug)),
};

/** A strong ETag of an answer's text: the first 27 characters of its SHA-256 in base64url. */
async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const base64url = btoa(String.fromCharCode(...digest)).replaceAll("+", "-").replaceAll("/", "_");
  return `"${base64url.slice(0, 27)}"`;
}

const isContentEndpoint = (route: RouteId | undefined): route is ContentEndpoint => (contentEndpoints as readonly string[]).includes(route ?? "");

/**
 * A GET or HEAD of a content endpoint answered from `source`: 200 with ETag and caching, 304 when
 * `If-None-Match` names the same answer, 400 for a bad query, 404 for unknown content.
 * `onError` hears of a failure of the source (the answer is then 500).
 */
export async function contentAnswer(request: Request, route: RouteId | undefined, params: Params, source: ContentSource, onError?: (error: unknown) => void): Promise<Response> {
  const url = new URL(request.url);
  const lang = contentLanguage(url);
  if (!isContentEndpoint(route)) return apiError(404, "not_found", "api.notFound", lang);
  try {
    const body = JSON.stringify(await handlers[route](source, params, url, lang));
    const headers = { "Cache-Control": CONTENT_CACHE_CONTROL, ETag: await etagOf(body), Vary: "Accept-Encoding" };
    if (request.headers.get("if-none-match") === headers.ETag) return json(304, null, headers);
    return new Response(body, { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
  } catch (error) {
    if (error instanceof ApiFailure) {
      return apiError(error.status, error.status === 404 ? "not_found" : "bad_request", error.key, lang, { vars: error.max === undefined ? undefined : { max: error.max } });
    }
    onError?.(error);
    return apiError(500, "internal", "api.internal", lang);
  }
}
