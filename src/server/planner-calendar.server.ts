/**
 * A plan's open steps as a downloadable iCalendar file (lib/planner/ical.ts), in the visitor's words:
 * the travel planner's calendar of a destination, and a request's own, which follows the steps its
 * owner recorded done.
 */
import { formatLongDate } from "../i18n/format.ts";
import type { Lang } from "../i18n/languages.ts";
import { translator } from "../i18n/messages/index.ts";
import { toICalendar } from "../lib/planner/ical.ts";
import type { Plan } from "../lib/planner/plan.ts";
import { stepWhen } from "../lib/planner/step-when.ts";

export function calendarResponse(plan: Plan, { lang, city, url, filename }: { lang: Lang; city: string; url: string; filename: string }): Response {
  const t = translator(lang);
  const body = toICalendar(plan, {
    title: t("planner.calendarTitle", { city }),
    language: lang,
    url,
    now: new Date().toISOString(),
    when: (step) => stepWhen(step, t, (iso) => formatLongDate(iso, lang)),
    confirm: t("planner.confirm"),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
