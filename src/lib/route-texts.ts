import { loadDictionary } from "../i18n/messages/index.ts";
import { matchRoute } from "../i18n/resolve.ts";
import { textPartsOf } from "../route-table.ts";

/**
 * The dictionary parts a page needs (route table: `texts`), in its language, for a client-side
 * navigation to it (a route's `clientLoader` awaits this with its data; the first page's parts are
 * loaded by entry.client.tsx before hydration). Each part is loaded once.
 */
export function loadRouteTexts(url: string): Promise<void> {
  const match = matchRoute(new URL(url).pathname);
  const lang = match?.pathLang ?? (document.documentElement.lang === "de" ? "de" : "en");
  return loadDictionary(lang, { texts: textPartsOf(match?.id) });
}

/**
 * The `clientLoader` of a route with `texts`: its server data and its dictionary parts together, so a
 * client-side navigation renders the page with every text it shows.
 */
export async function withRouteTexts<Data>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<Data> }): Promise<Data> {
  const [data] = await Promise.all([serverLoader(), loadRouteTexts(request.url)]);
  return data;
}
