/**
 * The browser's reads of the content API, with docs/requirements.md §7's conventions: credentials sent, JSON
 * parsed, no retries; a failed response becomes an error "status: body text" (§8). The
 * destination list is kept in memory for 5 minutes per language.
 */
import type { Lang } from "../i18n/languages.ts";
import { pathOf } from "../route-table.ts";
import { apiFetch, failureMessage } from "./api-client.ts";
import type { DestinationListItem } from "./schemas/content-api.ts";

/** Query limits of the list endpoints (docs/requirements.md §7: the destination list asks for 500). */
export const MAX_DESTINATIONS = 500;
export const MAX_POSTS = 50;

export async function getJson<T>(url: string): Promise<T> {
  const answer = await apiFetch(url);
  if (answer.kind === "network" || !answer.ok || answer.body === undefined) throw new Error(failureMessage(answer));
  return answer.body as T;
}

export const DESTINATION_CACHE_MS = 5 * 60 * 1000;
const destinationCache = new Map<Lang, { at: number; list: Promise<DestinationListItem[]> }>();

export const contentApi = {
  /** Forgets the kept list, as a new page load does (Storybook starts every story afresh with it). */
  forget(): void {
    destinationCache.clear();
  },
  destinations(lang: Lang, now = Date.now()): Promise<DestinationListItem[]> {
    const cached = destinationCache.get(lang);
    if (cached && now - cached.at < DESTINATION_CACHE_MS) return cached.list;
    const list = getJson<DestinationListItem[]>(`${pathOf("apiDestinations", "en")}?language=${lang}&limit=${MAX_DESTINATIONS}`);
    destinationCache.set(lang, { at: now, list });
    // A failure is not kept: the next use tries again.
    list.catch(() => destinationCache.delete(lang));
    return list;
  },
};
