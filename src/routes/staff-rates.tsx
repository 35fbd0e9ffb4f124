import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff-rates";
import { countries } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { estimateOfQuery } from "../lib/api/estimate.ts";
import { rateCardFromForm, rateFormFields, rateFormValues, rateFormValuesOf } from "../lib/rate-card-form.ts";
import { parseEstimateQuery } from "../lib/schemas/estimate-query.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { currentRateCard, latestRateCard, publishRateCard, rateCardHistory, rateCardVersion, saveRateCard } from "../server/rates.server.ts";
import { staffContext } from "../server/staff/session.server.ts";
import { RatesView, type RatesResult } from "../views/staff/RatesView.tsx";
import { log } from "../server/log.server.ts";

/** The preview's query (a GET form): a version, a country, pets one per line, and the services. */
const previewSchema = z.object({
  version: z.coerce.number().int().positive().max(2_147_483_647),
  country: z.enum(countries.map((country) => country.en) as [string, ...string[]]),
  pets: z.string().max(500),
  pickup: z.literal("1").optional(),
  delivery: z.literal("1").optional(),
  ownCrate: z.literal("1").optional(),
});
const previewFields = ["version", "country", "pets", "pickup", "delivery", "ownCrate"] as const;

/** The preview asked for in the page's query, worked out with the version it names, in the staff member's language. */
async function preview(params: URLSearchParams, lang: Lang) {
  if (!params.has("version")) return undefined;
  const asked = Object.fromEntries(previewFields.map((name) => [name, params.get(name) ?? undefined]));
  const form = previewSchema.safeParse(asked);
  const query = new URLSearchParams();
  if (form.success) {
    query.set("country", form.data.country);
    for (const line of form.data.pets.split(/\r?\n/).slice(0, 12)) if (line.trim()) query.append("pet", line.replace(/\s+/g, ""));
    for (const flag of ["pickup", "delivery", "ownCrate"] as const) if (form.data[flag]) query.set(flag, "1");
  }
  const parsed = form.success ? parseEstimateQuery(query) : undefined;
  const card = form.success ? await rateCardVersion(form.data.version) : undefined;
  if (!parsed?.ok || !card) return { asked, invalid: true as const };
  return { asked, version: card.version, estimate: estimateOfQuery(card, parsed.query, lang) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [current, latest, history, shown] = await Promise.all([currentRateCard(), latestRateCard(), rateCardHistory(), preview(new URL(request.url).searchParams, context.get(langContext))]);
  return { current: current ? { version: current.version, validFrom: current.validFrom } : undefined, history, values: rateFormValuesOf(latest), preview: shown };
}

const actionSchema = z.object({
  intent: z.enum(["save", "publish"]),
  version: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...Object.fromEntries(rateFormFields.map((name) => [name, z.string().max(1_000).optional()])),
});

export async function action({ request, context }: Route.ActionArgs): Promise<RatesResult | ReturnType<typeof data<RatesResult>>> {
  const staff = context.get(staffContext);
  const form = await parseForm(request, actionSchema);
  if (!form.success) return data({ kind: "invalid", errors: [], values: {} }, { status: 400 });
  if (form.data.intent === "publish") {
    const version = form.data.version ?? 0;
    const card = await rateCardVersion(version);
    if (!card || !(await publishRateCard(version, staff.userId))) return data({ kind: "publishFailed" }, { status: 409 });
    log.info(`rate card version ${version} published by user=${JSON.stringify(staff.username)}`);
    return { kind: "published", version, validFrom: card.validFrom };
  }
  const values = rateFormValues((name) => (form.data as Record<string, unknown>)[name]);
  const result = rateCardFromForm(values);
  if (!result.ok) return data({ kind: "invalid", errors: result.errors, values }, { status: 400 });
  const version = await saveRateCard(result.card, staff.userId);
  log.info(`rate card version ${version} saved by user=${JSON.stringify(staff.username)}`);
  return { kind: "saved", version };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("rates.title"), t("rates.title"), { noindex: true });
};

export default function StaffRates({ loaderData, actionData }: Route.ComponentProps) {
  return <RatesView {...loaderData} result={actionData} />;
}
