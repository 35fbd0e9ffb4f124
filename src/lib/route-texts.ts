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
