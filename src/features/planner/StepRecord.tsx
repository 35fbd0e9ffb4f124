/**
 * The form beside a step of a quote request's checklist (the owner's request page, the lead page in the
 * staff area): record the step done on its day, change that day, or take it back. It posts to the page
 * it is on, with or without JavaScript, and shows the page's answer beside the step it came from.
 */
import { Form } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import * as formStyles from "../../components/ui/forms.css.ts";
import { button } from "../../components/ui/ui.css.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { PlannedStep } from "../../lib/planner/plan.ts";
import type { StepResult } from "../../lib/schemas/request-step.ts";
import { firstDoneOnDay } from "../../lib/travel-window.ts";
import * as styles from "./planner.css.ts";

export interface StepRecordProps {
  step: PlannedStep;
  /** The day recorded for this step on the page, if any (it may be one the plan does not count). */
  recorded?: string;
  /** The page's answer to the last post, if it was for this step. */
  result?: StepResult;
  /** The plan's today: no later day can be entered. */
  today: string;
}

export function StepRecord({ step, recorded, result, today }: StepRecordProps) {
  const t = useT();
  const lang = useLang();
  const own = result && result.stepId === step.id ? result : undefined;
  const error = own && !own.ok ? t(own.error) : undefined;
  const id = `step-${step.id}-on`;
  return (
    <div className={styles.record} data-testid="step-record">
      {/* A day the plan counts shows as the step's own "Done on"; one it does not count is named here, with why. */}
      {recorded && !step.done ? (
        <p className={styles.refused} data-testid="step-refused-day">{t("request.step.recordedRefused", { date: formatLongDate(recorded, lang) })}</p>
      ) : null}
      {own?.ok ? <p role="status" className={styles.text} data-testid="step-saved">{t("request.step.saved")}</p> : null}
      {/* Keyed by the day recorded: a saved change folds the form again, as the page without JavaScript shows it. */}
      <details key={recorded ?? ""} open={!!error} className={styles.recordDetails}>
        <summary className={styles.recordSummary}>{t(recorded ? "request.step.change" : "request.step.record")}</summary>
        <Form method="post" preventScrollReset className={styles.recordForm} data-testid="step-form">
          <input type="hidden" name="stepId" value={step.id} />
          <Field id={id} label={t("request.step.doneOn")} errors={error ? [error] : undefined}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="doneOn"
                required
                min={firstDoneOnDay(today)}
                max={today}
                defaultValue={recorded ?? step.doneOn ?? ""}
                className={formStyles.input}
              />
            )}
          </Field>
          <button type="submit" name="intent" value="stepDone" className={button.secondary} data-testid="step-save">{t("request.step.save")}</button>
          {recorded ? (
            <button type="submit" name="intent" value="stepOpen" formNoValidate className={button.secondary} data-testid="step-open">{t("request.step.open")}</button>
          ) : null}
        </Form>
      </details>
    </div>
  );
}
