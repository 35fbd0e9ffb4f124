import type { Route } from "./+types/destination-calendar";
import { findCountry } from "../i18n/countries.ts";
import { translator } from "../i18n/messages/index.ts";
import { langContext } from "../lib/request-context.ts";
import { parsePlannerQuery } from "../lib/schemas/planner.ts";
import { getConfig } from "../server/config.server.ts";
import { contentQueries } from "../server/content.server.ts";
import { calendarResponse } from "../server/planner-calendar.server.ts";
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
  return calendarResponse(plan, { lang, city, url: page, filename: `arc-pet-air-${params.slug}-${plan.travelDate}.ics` });
}

const plainText = (text: string, status: number) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
