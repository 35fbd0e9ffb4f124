import type { Route } from "./+types/destination-calendar";
import { findCountry } from "../i18n/countries.ts";
import { formatLongDate } from "../i18n/format.ts";
import { translator } from "../i18n/messages/index.ts";
import { toICalendar } from "../lib/planner/ical.ts";
import { langContext } from "../lib/request-context.ts";
import { parsePlannerQuery } from "../lib/schemas/planner.ts";
import { stepWhen } from "../features/planner/PlanChecklist.tsx";
import { getConfig } from "../server/config.server.ts";
import { contentQueries } from "../server/content.server.ts";
import { destinationPlan } from "../server/planner.server.ts";
import { officeToday } from "../lib/office-day.ts";
import { hrefOf } from "../route-table.ts";

/** The travel planner's checklist as an iCalendar file: one all-day event per dated step. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const t = translator(lang);
  const country = findCountry(params.country);
  const destination = country ? await contentQueries.destination(`${country.en}/${params.slug}`, lang) : undefined;
  if (!country || !destination) return plainText(t("api.notFound"), 404);
  const { query, errors } = parsePlannerQuery(new URL(request.url).searchParams, officeToday());
  const firstError = Object.values(errors)[0];
  if (firstError) return plainText(t(firstError), 400);
  const { plan } = await destinationPlan(destination.slug, query, lang);
  const city = destination.translation.city ?? destination.city;
  const page = getConfig().SITE_URL + hrefOf("destination", lang, { country: country[lang], slug: params.slug }) + "#planner";
  const body = toICalendar(plan, {
    title: t("planner.calendarTitle", { city }),
    language: lang,
    url: page,
    now: new Date().toISOString(),
    when: (step) => stepWhen(step, t, (iso) => formatLongDate(iso, lang)),
    confirm: t("planner.confirm"),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="arc-pet-air-${params.slug}-${plan.travelDate}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}

const plainText = (text: string, status: number) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
