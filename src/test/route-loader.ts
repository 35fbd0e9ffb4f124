/**
 * Calls a route module's loader the way React Router does for a GET of `path`: with the request,
 * the params and the pattern of the route the path matches (a module serving several endpoints
 * tells them apart by the pattern). Returns the answer, its text and, for a JSON answer, the parsed body.
 */
import { matchRoute } from "../i18n/resolve.ts";
import { routeEntry } from "../route-table.ts";

export async function callLoader(loader: (args: never) => unknown, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, "http://site.test");
  const match = matchRoute(url.pathname);
  const pattern = match ? routeEntry(match.id).en : "";
  const response = (await loader({ request: new Request(url, { headers }), params: match?.params ?? {}, pattern, context: undefined } as never)) as Response;
  const text = await response.text();
  return { response, text, body: text && response.headers.get("content-type")?.includes("json") ? (JSON.parse(text) as unknown) : null };
}
