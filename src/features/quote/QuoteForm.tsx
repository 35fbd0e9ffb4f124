import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState, type ReactNode } from "react";
import { useForm, type Control, type Resolver } from "react-hook-form";
import { Field, Honeypot } from "../../components/ui/forms.tsx";
import { hrefOf } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { RecaptchaSettings } from "../../lib/recaptcha.ts";
import { quoteInquirySchema } from "../../lib/schemas/leads.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { BotCheckNotice } from "../BotCheckNotice.tsx";
import { useFormDraft } from "../drafts.ts";
import { newIdempotencyKey, useLeadSubmission } from "../submit-lead.ts";
import * as styles from "../../components/ui/forms.css.ts";
import { AdditionalPets } from "./AdditionalPets.tsx";
import { CratePhoto, CrateRecommendation } from "./Crate.tsx";
import { LiveEstimate, ServerEstimate, type EstimateState } from "./Estimate.tsx";
import { PetFields, SnubNoseNotice } from "./PetFields.tsx";
import { quoteDefaults, useQuoteFields, type QuoteValues } from "./quote-fields.ts";
import { LAST_STEP, type QuoteStep } from "./quote-steps.ts";
import { QuoteErrorSummary, StepActions, StepIndicator, StepSection } from "./QuoteSteps.tsx";
import { QuoteTextField } from "./QuoteTextField.tsx";
import { travelDateWindow } from "../../lib/travel-window.ts";
import { TravelPlanSummary, TravelSection } from "./TravelSection.tsx";
import { useQuoteSteps } from "./use-quote-steps.ts";

export { emptyPet, quoteDefaults } from "./quote-fields.ts";

/** One draft for the quote form wherever it shows (dialog, inline, quote page). */
export const QUOTE_DRAFT = "quote";

export interface QuoteFormProps {
  /** Values and translated errors from a server round trip (no-JavaScript path). */
  initialValues?: Partial<QuoteValues>;
  serverErrors?: Record<string, string>;
  /** The price estimate the server worked out for the posted values ("Show price estimate" without JavaScript). */
  serverEstimate?: EstimateState;
  idempotencyKey: string;
  recaptcha: RecaptchaSettings | null;
  onSuccess?: () => void;
  /** Distinguishes several forms on one page (ids). */
  idPrefix?: string;
  /** The steps' heading level: 2 where the form is the page's main content (the quote page), else 3 (below a dialog's or a section's title). */
  headingLevel?: 2 | 3;
}

/**
 * The quote request (docs/requirements.md §3): in the dialog, inline on the services and FAQ pages and on the quote page.
 * It posts JSON with JavaScript and the multipart form to the quote page without. Success resets
 * the form: it starts afresh (every field, added pet, photo and error) under a new idempotency key.
 */
export function QuoteForm({ initialValues, serverErrors, serverEstimate, idempotencyKey, onSuccess, ...props }: QuoteFormProps) {
  const [round, setRound] = useState({ count: 0, idempotencyKey });
  const first = round.count === 0;
  return (
    <QuoteFormRound
      key={round.count}
      {...props}
      initialValues={first ? initialValues : undefined}
      serverErrors={first ? serverErrors : undefined}
      serverEstimate={first ? serverEstimate : undefined}
      idempotencyKey={round.idempotencyKey}
      onSuccess={() => {
        setRound(({ count }) => ({ count: count + 1, idempotencyKey: newIdempotencyKey() }));
        onSuccess?.();
      }}
    />
  );
}

function QuoteFormRound({ initialValues, serverErrors = {}, serverEstimate, idempotencyKey, recaptcha, onSuccess, idPrefix = "quote", headingLevel = 3 }: QuoteFormProps) {
  const t = useT();
  const lang = useLang();
  // Steps are an enhancement: the server's HTML (and a browser without JavaScript) has one page with every field.
  const stepped = useHydrated();
  // The last day a step already done can carry: today, by the office's calendar.
  const today = travelDateWindow().min;
  const defaults = useMemo(() => ({ ...quoteDefaults(), ...initialValues }), [initialValues]);
  const form = useForm<QuoteValues>({
    defaultValues: defaults,
    resolver: zodResolver(quoteInquirySchema) as unknown as Resolver<QuoteValues>,
    mode: "onTouched",
    // The steps move focus themselves: a field on a hidden step cannot take it.
    shouldFocusError: false,
  });
  const fields = useQuoteFields(form, { defaults, idPrefix, serverErrors });
  const { register, id } = fields;
  // What the visitor typed survives closing the dialog and a reload; the crate photo is too large to keep (the notice says so).
  // A restored draft opens on the first step, without errors: the visitor goes through it again with Next.
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
  const { step, attempt, refusal, formRef, onSubmit, next, back, restart } = useQuoteSteps(form, { stepped, serverErrors, onValid: submission.submit });
  // A failed submission is said next to the button as well as in its toast.
  const failure = submission.failure ? { id: id("submit-error"), text: t(submission.failure === "securityCheck" ? "form.securityCheck" : "quote.errorInline") } : undefined;
  // Shown once: on the step that is on screen, or (one page) where it always was.
  const live = (index: number) => (stepped ? step === index : index === 1);
  const section = (name: QuoteStep, index: number) => ({ step: name, index, current: step, stepped, headingId: id(`step-${name}`), headingLevel });

  return (
    <form ref={formRef} method="post" action={hrefOf("quote", lang)} encType="multipart/form-data" noValidate={stepped} className={styles.form} onSubmit={onSubmit} data-testid="quote-form">
      {stepped ? <StepIndicator current={step} /> : null}
      {/* The optional extras have no required field. */}
      {!stepped || step < LAST_STEP ? <p className={styles.hint}>{t("quote.required")}</p> : null}
      <QuoteErrorSummary fields={fields} refusal={refusal && (!stepped || refusal.step === step) ? refusal : null} />
      {draft.restored ? (
        <p className={styles.infoBox} role="status" data-testid="quote-draft-restored">
          {t("draft.restored")} {t("draft.photoNotKept")}{" "}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              draft.clear();
              form.reset(quoteDefaults());
              restart();
            }}
          >
            {t("draft.discard")}
          </button>
        </p>
      ) : null}
      <input type="hidden" name="idempotencyKey" value={submission.idempotencyKey} />
      <input type="hidden" {...register("recaptchaToken")} />
      <Honeypot id={id("website")} {...register("website")} />
      {/* Enter in a field presses the form's first submit button: with steps, this one (Next or send), not "Add another pet". */}
      {stepped ? <button type="submit" hidden tabIndex={-1} aria-hidden="true" /> : null}

      <StepSection {...section("journey", 0)}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("quote.section.pet")}</legend>
          <PetFields fields={fields} prefix="" part="required" />
        </fieldset>
        <AdditionalPets fields={fields} attempt={attempt} />
        <TravelSection fields={fields} />
      </StepSection>

      <StepSection {...section("plan", 1)}>
        <TravelPlanSummary control={form.control} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("quote.doneTitle")}</legend>
          <p className={styles.hint}>{t("quote.doneHint")}</p>
          <div className={styles.row}>
            <QuoteTextField fields={fields} name="microchippedOn" label={t("quote.microchippedOn")} type="date" max={today} />
            <QuoteTextField fields={fields} name="vaccinatedOn" label={t("quote.vaccinatedOn")} type="date" max={today} />
          </div>
        </fieldset>
        {live(1) ? <PetAdvice control={form.control} fallback={stepped ? <p className={styles.hint}>{t("quote.crateLater")}</p> : null} /> : null}
        {stepped && live(1) ? <LiveEstimate control={form.control} /> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("quote.section.contact")}</legend>
          <div className={styles.row}>
            <QuoteTextField fields={fields} name="name" label={t("quote.name")} required autoComplete="name" />
            <QuoteTextField fields={fields} name="email" label={t("quote.email")} required type="email" autoComplete="email" />
            <QuoteTextField fields={fields} name="phone" label={t("quote.phone")} required type="tel" autoComplete="tel" />
          </div>
        </fieldset>
      </StepSection>

      <StepSection {...section("extras", 2)}>
        <p className={styles.hint}>{t("quote.extrasIntro")}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("quote.section.pet")}</legend>
          <PetFields fields={fields} prefix="" part="optional" />
          {stepped && live(2) ? <PetAdvice control={form.control} /> : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("quote.section.services")}</legend>
          <label className={styles.check}><input type="checkbox" {...register("needPickup")} /> {t("quote.pickup")}</label>
          <label className={styles.check}><input type="checkbox" {...register("needDelivery")} /> {t("quote.delivery")}</label>
          <label className={styles.check}><input type="checkbox" {...register("hasOwnCrate")} data-testid="own-crate" /> {t("quote.ownCrate")}</label>
          <CratePhoto fields={fields} />
        </fieldset>
        {/* Right under the services, so ticking one shows its price where the eye is, also on a phone. */}
        {stepped ? live(2) && <LiveEstimate control={form.control} /> : <ServerEstimate estimate={serverEstimate} />}
        <Field id={id("additionalNotes")} label={t("quote.notes")}>
          {(control) => <textarea className={styles.textarea} rows={3} {...control} {...register("additionalNotes")} />}
        </Field>
        <BotCheckNotice recaptcha={recaptcha} />
      </StepSection>

      <StepActions current={step} stepped={stepped} busy={form.formState.isSubmitting} failure={failure} onBack={back} onNext={() => void next()} />
    </form>
  );
}

/** What the form works out from the pets so far: the snub-nose notice and the recommended crate. */
function PetAdvice({ control, fallback }: { control: Control<QuoteValues>; fallback?: ReactNode }) {
  return (
    <>
      <SnubNoseNotice control={control} />
      <CrateRecommendation control={control} fallback={fallback} />
    </>
  );
}
