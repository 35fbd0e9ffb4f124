import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { ErrorSummary, Field, Honeypot, SubmitButton } from "../../components/ui/forms.tsx";
import { hrefOf } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { RecaptchaSettings } from "../../lib/recaptcha.ts";
import { quoteInquirySchema } from "../../lib/schemas/leads.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { BotCheckNotice } from "../BotCheckNotice.tsx";
import { useFormDraft } from "../drafts.ts";
import { newIdempotencyKey, useLeadSubmission } from "../submit-lead.ts";
import * as styles from "../forms.css.ts";
import { AdditionalPets } from "./AdditionalPets.tsx";
import { CratePhoto, CrateRecommendation } from "./Crate.tsx";
import { PetFields, SnubNoseNotice } from "./PetFields.tsx";
import { quoteDefaults, useQuoteFields, type QuoteValues } from "./quote-fields.ts";
import { QuoteTextField } from "./QuoteTextField.tsx";
import { TravelSection } from "./TravelSection.tsx";

export { emptyPet, quoteDefaults } from "./quote-fields.ts";

/** One draft for the quote form wherever it shows (dialog, inline, quote page). */
export const QUOTE_DRAFT = "quote";

export interface QuoteFormProps {
  /** Values and translated errors from a server round trip (no-JavaScript path). */
  initialValues?: Partial<QuoteValues>;
  serverErrors?: Record<string, string>;
  idempotencyKey: string;
  recaptcha: RecaptchaSettings | null;
  onSuccess?: () => void;
  /** Distinguishes several forms on one page (ids). */
  idPrefix?: string;
}

/**
 * The quote request (docs/requirements.md §3): in the dialog, inline on the services and FAQ pages and on the quote page.
 * It posts JSON with JavaScript and the multipart form to the quote page without. Success resets
 * the form: it starts afresh (every field, added pet, photo and error) under a new idempotency key.
 */
export function QuoteForm({ initialValues, serverErrors, idempotencyKey, onSuccess, ...props }: QuoteFormProps) {
  const [round, setRound] = useState({ count: 0, idempotencyKey });
  const first = round.count === 0;
  return (
    <QuoteFormRound
      key={round.count}
      {...props}
      initialValues={first ? initialValues : undefined}
      serverErrors={first ? serverErrors : undefined}
      idempotencyKey={round.idempotencyKey}
      onSuccess={() => {
        setRound(({ count }) => ({ count: count + 1, idempotencyKey: newIdempotencyKey() }));
        onSuccess?.();
      }}
    />
  );
}

function QuoteFormRound({ initialValues, serverErrors = {}, idempotencyKey, recaptcha, onSuccess, idPrefix = "quote" }: QuoteFormProps) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const defaults = useMemo(() => ({ ...quoteDefaults(), ...initialValues }), [initialValues]);
  const form = useForm<QuoteValues>({
    defaultValues: defaults,
    resolver: zodResolver(quoteInquirySchema) as unknown as Resolver<QuoteValues>,
    mode: "onTouched",
  });
  const fields = useQuoteFields(form, { defaults, idPrefix, serverErrors });
  const { register, id } = fields;
  // What the visitor typed survives closing the dialog and a reload; the crate photo is too large to keep (the notice says so).
  const draft = useFormDraft<QuoteValues>(QUOTE_DRAFT, form, {
    exclude: ["recaptchaToken", "website", "crateImage"],
    // A prefill (from a planner link) or the values of a post without JavaScript win over the draft.
    restore: !initialValues || Object.keys(initialValues).length === 0,
  });
  const submission = useLeadSubmission<QuoteValues>("quote", {
    idempotencyKey,
    recaptcha,
    onSent: () => {
      // Nothing the visitor typed is kept once the request has arrived.
      draft.clear();
      onSuccess?.();
    },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  // The summary answers a submission (the server's, or the browser's check of one), not a field left empty on the way.
  const refused = Object.keys(serverErrors).length > 0 || (submitCount > 0 && Object.keys(errors).length > 0);

  return (
    <form method="post" action={hrefOf("quote", lang)} encType="multipart/form-data" noValidate={hydrated} className={styles.form} onSubmit={form.handleSubmit(submission.submit)} data-testid="quote-form">
      <p className={styles.hint}>{t("quote.required")}</p>
      <ErrorSummary message={refused ? t("validation.summary") : undefined} attempt={submitCount} />
      {draft.restored ? (
        <p className={styles.infoBox} role="status" data-testid="quote-draft-restored">
          {t("draft.restored")} {t("draft.photoNotKept")}{" "}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              draft.clear();
              form.reset(quoteDefaults());
            }}
          >
            {t("draft.discard")}
          </button>
        </p>
      ) : null}
      <input type="hidden" name="idempotencyKey" value={submission.idempotencyKey} />
      <input type="hidden" {...register("recaptchaToken")} />
      <Honeypot id={id("website")} {...register("website")} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.pet")}</legend>
        <PetFields fields={fields} prefix="" />
        <CrateRecommendation control={form.control} />
      </fieldset>

      <AdditionalPets fields={fields} />
      <SnubNoseNotice control={form.control} />
      <TravelSection fields={fields} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.services")}</legend>
        <label className={styles.check}><input type="checkbox" {...register("needPickup")} /> {t("quote.pickup")}</label>
        <label className={styles.check}><input type="checkbox" {...register("needDelivery")} /> {t("quote.delivery")}</label>
        <label className={styles.check}><input type="checkbox" {...register("hasOwnCrate")} data-testid="own-crate" /> {t("quote.ownCrate")}</label>
        <CratePhoto fields={fields} />
        <Field id={id("additionalNotes")} label={t("quote.notes")}>
          {(control) => <textarea className={styles.textarea} rows={3} {...control} {...register("additionalNotes")} />}
        </Field>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.contact")}</legend>
        <div className={styles.row}>
          <QuoteTextField fields={fields} name="name" label={t("quote.name")} required autoComplete="name" />
          <QuoteTextField fields={fields} name="email" label={t("quote.email")} required type="email" autoComplete="email" />
          <QuoteTextField fields={fields} name="phone" label={t("quote.phone")} required type="tel" autoComplete="tel" />
        </div>
      </fieldset>

      <BotCheckNotice recaptcha={recaptcha} />
      <SubmitButton busy={isSubmitting} label={t("quote.submit")} busyLabel={t("quote.processing")} testId="quote-submit" />
    </form>
  );
}
