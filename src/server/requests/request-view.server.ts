import { data, type RouterContextProvider } from "react-router";
import { translator } from "../../i18n/messages/index.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { consumePoint, ipKey, limitKey, limiter } from "../rate-limit.server.ts";
import { getConfig } from "../config.server.ts";

/**
 * Views of request pages, their photos, papers and calendar, and posts of their forms, per client
 * address in ten minutes (REQUEST_VIEW_LIMIT, 120 by default): far more than an owner and their family
 * need (a page with its photos is a handful), far too few to try links. A token of 256 random bits
 * cannot be guessed anyway; the limit keeps the lookups from costing the database.
 */
const VIEW_WINDOW_SECONDS = 10 * 60;

/** Counts one view; a 429 answer (in the page's language) when the client is over the limit, else undefined. A limiter that cannot count lets the view pass. */
export async function consumeRequestView(context: Readonly<RouterContextProvider>): Promise<Response | undefined> {
  try {
    const views = { points: getConfig().REQUEST_VIEW_LIMIT, duration: VIEW_WINDOW_SECONDS };
    const result = await consumePoint(await limiter({ keyPrefix: "request-view", ...views }), await limitKey(ipKey(context.get(clientIpContext))));
    if (result.allowed) return undefined;
    return new Response(translator(context.get(langContext))("api.rateLimited"), { status: 429, headers: { "Retry-After": String(result.retryAfter), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  } catch {
    return undefined;
  }
}

/** The same limit for the page itself, thrown so that its error view answers. */
export async function limitRequestView(context: Readonly<RouterContextProvider>): Promise<void> {
  const limited = await consumeRequestView(context);
  if (limited) throw data(null, { status: 429, headers: { "Retry-After": limited.headers.get("Retry-After") ?? "60", "Cache-Control": "no-store" } });
}
