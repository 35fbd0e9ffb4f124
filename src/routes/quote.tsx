import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import type { Route } from "./+types/quote";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { hrefOf } from "../route-table.ts";
import { prefilledFromQuery } from "../lib/quote-prefill.ts";
import { langContext } from "../lib/request-context.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { formOutcome, readForm, type FormOutcome } from "../server/http/forms.server.ts";
import { submitInquiry } from "../server/leads/submit.server.ts";
import { journeyEstimate } from "../server/rates.server.ts";
import { emptyPet } from "../features/quote/QuoteForm.tsx";
import type { EstimateState } from "../features/quote/Estimate.tsx";
import { QuotePageView } from "../views/QuotePageView.tsx";
import { privatePageHeaders } from "../lib/private-page.ts";
import type { RouteHandle } from "../lib/route-handle.ts";

/** The phone bar offers no "Get a Quote" here. */
export const handle: RouteHandle = { quoteOffered: false };

export const headers = privatePageHeaders;

/** `?destination={slug}&travelDate={date}` fills the form in (each value only when valid). */
export function loader({ request, context }: Route.LoaderArgs) {
  return { idempotencyKey: randomUUID(), prefill: prefilledFromQuery(new URL(request.url).searchParams, context.get(langContext)) };
}

/** The quote form without JavaScript: add/remove pet round trips, then the same service as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const { payload, intent, idempotencyKey } = await readForm(request, "quote");
  const pets = Array.isArray(payload.additionalPets) ? (payload.additionalPets as unknown[]) : [];
  if (intent === "addPet" || intent.startsWith("removePet:")) {
    const next = intent === "addPet" ? [...pets, emptyPet()] : pets.filter((_, index) => `removePet:${index}` !== intent);
    const outcome: FormOutcome = { kind: "form", values: { ...payload, additionalPets: next }, errors: {} };
    return data({ ...outcome, idempotencyKey });
  }
  if (intent === "estimate") {
    const { errors, estimate } = await journeyEstimate(payload, context.get(langContext));
    const outcome: FormOutcome = { kind: "form", values: payload, errors };
    return data({ ...outcome, estimate, idempotencyKey }, { status: estimate ? 200 : 400 });
  }
  const result = await submitInquiry(payload, submissionContext(request, context, idempotencyKey));
  const lang = context.get(langContext);
  // Stored: the sender goes on to the request's private page, the confirmation (a GET, so a reload sends nothing again).
  if (result.kind === "created" && result.requestToken) {
    return redirect(hrefOf("request", lang, { token: result.requestToken }), { status: 303, headers: { "Cache-Control": "no-store" } });
  }
  const { outcome, status, headers } = formOutcome(result, payload, lang);
  return data({ ...outcome, idempotencyKey }, { status, headers });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("quote.metaTitle"), t("quote.metaDescription"));
};

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const form = actionData?.kind === "form" ? actionData : undefined;
  return (
    <QuotePageView
      form={form}
      estimate={actionData && "estimate" in actionData ? (actionData.estimate as EstimateState | undefined) : undefined}
      sentName={actionData?.kind === "created" ? actionData.name : undefined}
      idempotencyKey={form?.idempotencyKey ?? loaderData.idempotencyKey}
      prefill={loaderData.prefill}
    />
  );
}
