import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { Route } from "./+types/quote";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { useRootData } from "../lib/root-data.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { formOutcome, readForm, type FormOutcome } from "../server/http/forms.server.ts";
import { submitInquiry } from "../server/leads/submit.server.ts";
import { emptyPet, QuoteForm, type QuoteFormProps } from "../features/quote/QuoteForm.tsx";
import { QuoteThankYou } from "../features/quote/QuoteThankYou.tsx";
import { useT } from "../i18n/use-t.ts";

export function loader() {
  return { idempotencyKey: randomUUID() };
}

/** The quote form without JavaScript: add/remove pet round trips, then the same service as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const { payload, intent, idempotencyKey } = await readForm(request, "quote");
  const pets = Array.isArray(payload.additionalPets) ? (payload.additionalPets as unknown[]) : [];
  if (intent === "addPet" || intent.startsWith("removePet:")) {
    const next = intent === "addPet" ? [...pets, emptyPet()] : pets.filter((_, index) => `removePet:${index}` !== intent);
    const outcome: FormOutcome = { kind: "form", values: { ...payload, additionalPets: next }, errors: {} };
    return data({ ...outcome, idempotencyKey: idempotencyKey ?? randomUUID() });
  }
  const result = await submitInquiry(payload, submissionContext(request, context, idempotencyKey));
  const { outcome, status } = formOutcome(result, payload, context.get(langContext));
  return data({ ...outcome, idempotencyKey: idempotencyKey ?? randomUUID() }, { status });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("quote.metaTitle"), t("quote.metaDescription"));
};

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  if (actionData?.kind === "created") return <QuoteThankYou name={actionData.name} />;
  const form = actionData?.kind === "form" ? actionData : undefined;
  return (
    <>
      <PageHeader title={t("quote.title")} lead={t("quote.intro")} />
      <Section>
        {form?.message ? <p role="alert">{form.message}</p> : null}
        <QuoteForm
          key={JSON.stringify(form?.values ?? {})}
          initialValues={form?.values as QuoteFormProps["initialValues"]}
          serverErrors={form?.errors}
          idempotencyKey={form?.idempotencyKey ?? loaderData.idempotencyKey}
          recaptcha={root?.recaptcha ?? null}
        />
      </Section>
    </>
  );
}
