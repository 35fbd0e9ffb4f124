import type { Route } from "./+types/request-calendar";
import { translator } from "../i18n/messages/index.ts";
import { langContext } from "../lib/request-context.ts";
import { getConfig } from "../server/config.server.ts";
import { calendarResponse } from "../server/planner-calendar.server.ts";
import { inquiryOfToken } from "../server/requests/links.server.ts";
import { requestPage } from "../server/requests/request-page.server.ts";
import { consumeRequestView } from "../server/requests/request-view.server.ts";
import { hrefOf } from "../route-table.ts";

/**
 * A request's open deadlines as an iCalendar file, through its private link only: the steps recorded
 * done are left out and the rest dated from them, so a new download reflects every change (each step
 * keeps its event's UID, and a calendar that imports the file again moves the event).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limited = await consumeRequestView(context);
  if (limited) return limited;
  const lang = context.get(langContext);
  const inquiryId = await inquiryOfToken(params.token);
  const page = inquiryId ? await requestPage(inquiryId, lang) : undefined;
  if (!page?.checklist) {
    return new Response(translator(lang)("api.notFound"), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  }
  const { destination, plan } = page.checklist;
  const url = getConfig().SITE_URL + hrefOf("request", lang, { token: params.token });
  return calendarResponse(plan, { lang, city: destination.city[lang], url, filename: `arc-pet-air-${page.reference}.ics` });
}
