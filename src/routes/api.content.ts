import { createHash } from "node:crypto";
import type { Route } from "./+types/api.content";
import { findCountry } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";
import { translator, type MessageKey } from "../i18n/messages/index.ts";
import { routeIdOf, type RouteId } from "../route-table.ts";
import type { ApiError, FaqListResponse, ServiceResponse, TopicResponse } from "../lib/schemas/content-api.ts";
import { MAX_DESTINATIONS, MAX_POSTS } from "../lib/content-client.ts";
import { articleResponse, destinationListItem, destinationResponse, postResponse } from "../server/content-selection.server.ts";
import { contentQueries } from "../server/content.server.ts";
import { json } from "../server/http/api.server.ts";
import { errorSummary } from "../server/http/edge.server.ts";

/**
 * The read-only content API of docs/requirements.md §7: one module for all eight endpoints. Content changes
 * only per deploy, so answers are cacheable (5 minutes, revalidated by ETag).
 */

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
const languageOf = (url: URL): Lang => (url.searchParams.get("language") === "de" ? "de" : "en");

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

type Handler = (params: Record<string, string | undefined>, url: URL, lang: Lang) => Promise<unknown>;

const handlers: Partial<Record<RouteId, Handler>> = {
  apiDestinations: async (_, url, lang) => {
    const limit = integer(url, "limit", MAX_DESTINATIONS) ?? MAX_DESTINATIONS;
    return (await contentQueries.destinations(lang)).slice(0, limit).map(destinationListItem);
  },
  apiDestination: async ({ country, slug }, _, lang) => {
    const known = findCountry(country ?? "");
    return destinationResponse(found(known ? await contentQueries.destination(`${known.en}/${slug}`, lang) : undefined));
  },
  apiServices: async (_, __, lang): Promise<ServiceResponse[]> => (await contentQueries.services(lang)).map(articleResponse),
  apiService: async ({ slug }, _, lang): Promise<ServiceResponse> => articleResponse(found(await contentQueries.service(slug ?? "", lang))),
  apiTopic: async ({ slug }, _, lang): Promise<TopicResponse> => articleResponse(found(await contentQueries.topic(slug ?? "", lang))),
  apiFaqs: async (_, __, lang): Promise<FaqListResponse> =>
    (await contentQueries.faqs(lang)).map(({ id, order, category, translation }) => ({ id, order, category, translation })),
  apiBlog: async (_, url, lang) => {
    const limit = integer(url, "limit", MAX_POSTS);
    const exclude = url.searchParams.get("exclude");
    if (exclude !== null && !/^[a-z0-9-]{1,120}$/.test(exclude)) throw new ApiFailure(400, "api.badQuery", MAX_POSTS);
    const posts = (await contentQueries.posts(lang)).filter((item) => item.slug !== exclude);
    return posts.slice(0, limit ?? posts.length).map(postResponse);
  },
  apiBlogPost: async ({ slug }, _, lang) => postResponse(found(await contentQueries.post(slug ?? "", lang))),
};

function failure(status: number, error: ApiError["error"], key: MessageKey, lang: Lang, headers: Record<string, string> = {}, max?: number): Response {
  const body: ApiError = { error, message: translator(lang)(key, max === undefined ? undefined : { max }) };
  return json(status, body, headers);
}

export async function loader({ request, params, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOf(url);
  const route = routeIdOf(pattern);
  const handler = route && handlers[route];
  if (!handler) return failure(404, "not_found", "api.notFound", lang);
  try {
    const body = JSON.stringify(await handler(params as Record<string, string | undefined>, url, lang));
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const headers = { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400", ETag: etag, Vary: "Accept-Encoding" };
    if (request.headers.get("if-none-match") === etag) return json(304, null, headers);
    return new Response(body, { status: 200, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });
  } catch (error) {
    if (error instanceof ApiFailure) return failure(error.status, error.status === 404 ? "not_found" : "bad_request", error.key, lang, {}, error.max);
    console.error(`content API failed: ${errorSummary(error)}`);
    return failure(500, "internal", "api.internal", lang);
  }
}

/** Writes are not part of this API. */
export function action({ request }: Route.ActionArgs) {
  return failure(405, "method_not_allowed", "api.methodNotAllowed", languageOf(new URL(request.url)), { Allow: "GET, HEAD" });
}
