import { PageHeader, Section } from "../components/ui/Page.tsx";
import { QuoteForm, type QuoteFormProps } from "../features/quote/QuoteForm.tsx";
import type { EstimateState } from "../features/quote/Estimate.tsx";
import { QuoteThankYou } from "../features/quote/QuoteThankYou.tsx";
import { useT } from "../i18n/use-t.ts";
import type { PrefilledValues } from "../lib/quote-prefill.ts";
import { useRootData } from "../lib/root-data.ts";

export interface QuotePageViewProps {
  /** The form posted without JavaScript, shown again with its values, errors and message. */
  form?: { values: Record<string, unknown>; errors: Record<string, string>; message?: string };
  /** The sender's name once the request was stored (the thank-you view). */
  sentName?: string;
  idempotencyKey: string;
  /** Destination and travel date from the page's query, when no form was posted. */
  prefill?: PrefilledValues;
  /** The price estimate of the posted form ("Show price estimate" without JavaScript). */
  estimate?: EstimateState;
}

/** The quote page behind every Get a Quote button when JavaScript is off: the form, or the thank-you. */
export function QuotePageView({ form, sentName, idempotencyKey, prefill, estimate }: QuotePageViewProps) {
  const t = useT();
  const root = useRootData();
  if (sentName !== undefined) return <QuoteThankYou name={sentName} />;
  return (
    <>
      <PageHeader title={t("quote.title")} lead={t("quote.intro")} />
      <Section>
        {form?.message ? <p role="alert">{form.message}</p> : null}
        <QuoteForm
          headingLevel={2}
          key={JSON.stringify(form?.values ?? {})}
          initialValues={(form?.values as QuoteFormProps["initialValues"]) ?? prefill}
          serverErrors={form?.errors}
          serverEstimate={estimate}
          idempotencyKey={idempotencyKey}
          recaptcha={root?.recaptcha ?? null}
        />
      </Section>
    </>
  );
}
