import type { ReactNode } from "react";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { Plan, PlannedStep } from "../../lib/planner/plan.ts";
import * as page from "../../components/ui/page.css.ts";
import * as formStyles from "../../components/ui/forms.css.ts";
import * as styles from "./planner.css.ts";
import { stepWhen } from "../../lib/planner/step-when.ts";

/**
 * A plan's dated steps, in the order their dates fall, each with what its interval counts from and
 * to; before them what the owner must check (a step said to be done without its date, dates that
 * break a rule); after them the quarantine and breed notes (the planner and the request page).
 */
export function PlanSteps({ plan, headingLevel = 4, stepExtra }: { plan: Plan; headingLevel?: 3 | 4; stepExtra?: (step: PlannedStep) => ReactNode }) {
  const t = useT();
  const lang = useLang();
  const date = (iso: string) => formatLongDate(iso, lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {plan.notes.length ? (
        <ul className={`${formStyles.notice} ${styles.notes}`} data-testid="planner-notes">
          {plan.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <ol className={styles.steps} data-testid="planner-steps">
        {plan.steps.map((step) => (
          <li key={step.id} className={step.done ? styles.stepDone : styles.step} data-step={step.id}>
            <Heading className={styles.stepTitle}>{step.title}</Heading>
            <p className={step.overdue ? styles.overdue : styles.when}>{stepWhen(step, t, date)}</p>
            <p className={styles.text}>{step.description}</p>
            {step.interval ? <p className={styles.text} data-testid="planner-interval">{step.interval}</p> : null}
            {step.confirm ? <p className={styles.text}><em>{t("planner.confirm")}</em></p> : null}
            {stepExtra?.(step)}
          </li>
        ))}
      </ol>
      {plan.quarantineDays ? <p>{t("planner.quarantine", { count: plan.quarantineDays })}</p> : null}
      {plan.breedRestrictions ? (
        <p>
          <strong>{t("planner.breeds")}:</strong> {plan.breedRestrictions}
        </p>
      ) : null}
    </>
  );
}

/** The official pages a plan was made from, with the day they were last checked. */
export function PlanSources({ plan, headingLevel = 3 }: { plan: Plan; headingLevel?: 3 | 4 }) {
  const t = useT();
  const lang = useLang();
  const checked = plan.sources.map((source) => source.checked).sort()[0];
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <p className={styles.text}><em>{t("planner.asOf")}</em></p>
      <Heading className={page.factLabel}>{t("planner.sources", { date: checked ? formatLongDate(checked, lang) : "" })}</Heading>
      <ul className={styles.sources} data-testid="planner-sources">
        {plan.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="external noopener">{source.authority}: {source.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
