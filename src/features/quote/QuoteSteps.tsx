import type { ReactNode } from "react";
import { SubmitButton } from "../../components/ui/forms.tsx";
import { ErrorSummary } from "../ErrorSummary.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";
import type { QuoteFields } from "./quote-fields.ts";
import { labelOf, LAST_STEP, QUOTE_STEPS, type QuoteStep } from "./quote-steps.ts";
import * as styles from "./quote-steps.css.ts";
import type { Refusal } from "./use-quote-steps.ts";

const titles = { journey: "quote.step.journey", plan: "quote.step.plan", extras: "quote.step.extras" } as const;
const shortTitles = { journey: "quote.step.journeyShort", plan: "quote.step.planShort", extras: "quote.step.extrasShort" } as const;

/** Where the visitor is: the three steps in order, the current one marked for screen readers too. */
export function StepIndicator({ current }: { current: number }) {
  const t = useT();
  return (
    <ol className={styles.indicator} aria-label={t("quote.steps")}>
      {QUOTE_STEPS.map((step, index) => (
        <li key={step} className={styles.indicatorItem} aria-current={index === current ? "step" : undefined} data-done={index < current || undefined}>
          <span className={styles.indicatorNumber} aria-hidden="true">{index + 1}</span>
          <span>{t(shortTitles[step])}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One step: hidden while another is shown (its fields stay in the form, with their values), all
 * shown one after the other without steps. Its heading takes focus when the step is reached.
 */
export function StepSection({ step, index, current, stepped, headingId, headingLevel, children }: { step: QuoteStep; index: number; current: number; stepped: boolean; headingId: string; headingLevel: 2 | 3; children: ReactNode }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} hidden={stepped && index !== current} data-quote-step={index} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading} tabIndex={-1} data-step-heading>
        {stepped ? <span className={styles.stepOf}>{t("quote.stepOf", { current: index + 1, total: QUOTE_STEPS.length })}</span> : null}
        {t(titles[step])}
      </Heading>
      {children}
    </section>
  );
}

/**
 * Why the last submission failed, said next to the submit button (docs/requirements.md §8): in the
 * dialog's row at the foot of the screen, so a visitor who missed the toast still sees it. The toast
 * is the announcement; this is polite and read with the button.
 */
export interface SubmitFailure {
  id: string;
  text: string;
}

function FailureNote({ failure }: { failure: SubmitFailure }) {
  return (
    <p id={failure.id} className={styles.failure} role="status" data-testid="quote-submit-error">
      {failure.text}
    </p>
  );
}

/** Back and Next, or Back and the submit button on the last step; only the submit button without steps. A failed submission's note goes above them. */
export function StepActions({ current, stepped, busy, failure, onBack, onNext }: { current: number; stepped: boolean; busy: boolean; failure?: SubmitFailure; onBack: () => void; onNext: () => void }) {
  const t = useT();
  const submit = <SubmitButton busy={busy} label={t("quote.submit")} busyLabel={t("quote.processing")} testId="quote-submit" describedBy={failure?.id} />;
  const note = failure && current === LAST_STEP ? <FailureNote failure={failure} /> : null;
  if (!stepped) {
    return (
      <>
        {failure ? <FailureNote failure={failure} /> : null}
        {submit}
      </>
    );
  }
  return (
    <div className={styles.actions} data-step-actions>
      {note}
      {current > 0 ? (
        <button type="button" className={button.secondary} onClick={onBack} data-testid="quote-back">
          {t("quote.back")}
        </button>
      ) : (
        <span />
      )}
      {current < LAST_STEP ? (
        <button type="button" className={button.primary} onClick={onNext} data-testid="quote-next">
          {t("quote.next")}
        </button>
      ) : (
        submit
      )}
    </div>
  );
}

/** The refused fields of the current step, each a link to its field: "Label: message". */
export function QuoteErrorSummary({ fields, refusal }: { fields: QuoteFields; refusal: Refusal | null }) {
  const t = useT();
  if (!refusal) return null;
  const items = refusal.paths.flatMap((path) => {
    const message = fields.errorsOf(path)?.find((text): text is string => !!text);
    if (!message) return [];
    const label = labelOf(path);
    const text = label ? (label.pet ? t("quote.petFieldLabel", { field: t(label.key), number: label.pet }) : t(label.key)) : undefined;
    return [{ id: label ? fields.id(path) : undefined, label: text, message }];
  });
  // A refusal for nothing the form can point at (a value without a field of its own) still says so.
  const message = refusal.paths.length === 0 ? t("validation.summary") : undefined;
  return <ErrorSummary title={t("validation.summaryTitle")} items={items} message={message} attempt={refusal.attempt} />;
}
