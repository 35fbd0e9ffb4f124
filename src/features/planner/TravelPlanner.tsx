import { useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import * as page from "../../components/ui/page.css.ts";
import { RouteLink } from "../../components/ui/RouteLink.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { formatLongDate } from "../../i18n/format.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { Plan } from "../../lib/planner/plan.ts";
import type { Params } from "../../route-table.ts";
import type { PlannerField } from "../../lib/schemas/planner.ts";
import { doneOnFields } from "../../lib/planner/owner-dates.ts";
import { DEFAULT_ORIGIN, origins } from "../../lib/planner/origins.ts";
import { useEditsMadeBeforeHydration } from "../../lib/use-hydrated.ts";
import * as formStyles from "../../components/ui/forms.css.ts";
import { GetQuoteLink } from "../../components/ui/GetQuoteLink.tsx";
import { PlanSources, PlanSteps } from "./PlanChecklist.tsx";
import * as styles from "./planner.css.ts";

export interface PlannerData {
  plan: Plan;
  /** No date was chosen: the plan is for the earliest date possible when starting today. */
  fromToday: boolean;
  values: Partial<Record<PlannerField, string>>;
  errors: Partial<Record<PlannerField, MessageKey>>;
  /** The query of the plan shown (valid values only), for the calendar link. */
  search: string;
  /** The latest arrival date the planner takes (ISO). */
  maxDate: string;
}

/** The plan's query with another travel date (the pet's origin and answers stay). */
function withTravelDate(search: string, travelDate: string): string {
  const params = new URLSearchParams(search);
  params.set("travelDate", travelDate);
  return `?${params.toString()}`;
}

/**
 * The travel planner of a destination page: a GET form (works without JavaScript; with it, every
 * change updates the checklist at once) and the dated checklist from the country's entry
 * requirements, with the earliest possible date, the sources, a calendar file and a quote button.
 */
export function TravelPlanner({ planner, slug, country, params }: { planner: PlannerData; slug: string; country: string; params: Params }) {
  const t = useT();
  const lang = useLang();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // A date or pet chosen while the page's code was still loading is planned as soon as it runs.
  useEditsMadeBeforeHydration(form, (edited) => submit(edited, { preventScrollReset: true, replace: true }));
  const busy = useNavigation().state === "loading";
  const { plan, fromToday, values, errors } = planner;
  const date = (iso: string) => formatLongDate(iso, lang);
  const error = (field: PlannerField) => (errors[field] ? [t(errors[field])] : undefined);
  return (
    <section id="planner" aria-labelledby="planner-title" className={page.section} aria-busy={busy}>
      <h2 id="planner-title" className={page.sectionTitle}>{t("planner.title")}</h2>
      <p className={page.sectionIntro}>{t("planner.intro", { country })}</p>
      <Form
        ref={form}
        method="get"
        className={styles.form}
        preventScrollReset
        replace
        data-testid="planner-form"
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      >
        <Field id="planner-travel-date" label={t("planner.travelDate")} errors={error("travelDate")}>
          {(control) => <input {...control} type="date" name="travelDate" className={formStyles.input} defaultValue={values.travelDate ?? ""} min={plan.today} max={planner.maxDate} />}
        </Field>
        <Field id="planner-origin" label={t("planner.origin")} errors={error("origin")}>
          {(control) => (
            <select {...control} name="origin" className={formStyles.input} defaultValue={values.origin ?? DEFAULT_ORIGIN}>
              {origins.map((origin) => (
                <option key={origin} value={origin}>
                  {t(`planner.originOption.${origin}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="planner-species" label={t("planner.species")} errors={error("species")}>
          {(control) => (
            <select {...control} name="species" className={formStyles.input} defaultValue={values.species ?? ""}>
              <option value="">{t("planner.speciesAny")}</option>
              <option value="dog">{t("planner.dog")}</option>
              <option value="cat">{t("planner.cat")}</option>
            </select>
          )}
        </Field>
        <Field id="planner-age" label={t("planner.ageMonths")} errors={error("ageMonths")}>
          {(control) => <input {...control} type="number" name="ageMonths" inputMode="numeric" min={0} max={300} className={formStyles.input} defaultValue={values.ageMonths ?? ""} />}
        </Field>
        <div className={styles.checks}>
          {(["microchipped", "vaccinated"] as const).map((flag) => (
            <label key={flag} className={formStyles.check}>
              <input type="checkbox" name={flag} value="1" defaultChecked={!!values[flag] && !errors[flag]} /> {t(`planner.${flag}`)}
            </label>
          ))}
          <p className={formStyles.hint}>{t("planner.datesHint")}</p>
        </div>
        {/* The blood sample's day only where the rule has an antibody test. */}
        {doneOnFields.filter((field) => field !== "titreSampledOn" || plan.steps.some((step) => step.kind === "titre")).map((field) => (
          <Field key={field} id={`planner-${field}`} label={t(`planner.${field}`)} errors={error(field)}>
            {(control) => <input {...control} type="date" name={field} className={formStyles.input} defaultValue={values[field] ?? ""} max={plan.today} />}
          </Field>
        ))}
        <button type="submit" className={`${button.secondary} ${styles.submit}`} data-testid="planner-submit">{t("planner.submit")}</button>
      </Form>

      <div role="status" data-testid="planner-status" className={`${formStyles.notice} ${styles.status}`}>
        <p data-testid="planner-origin-shown">{t("planner.originShown", { origin: t(`planner.origin.${plan.origin}`) })}</p>
        {fromToday ? (
          <p>{t("planner.fromToday", { date: date(plan.earliestTravelDate) })}</p>
        ) : plan.onTime ? (
          <p>{t("planner.onTime", { date: date(plan.travelDate) })}</p>
        ) : (
          <p>
            {t("planner.tooEarly", { date: date(plan.travelDate), earliest: date(plan.earliestTravelDate) })}{" "}
            <RouteLink route="destination" params={params} search={withTravelDate(planner.search, plan.earliestTravelDate)} hash="planner" data-testid="planner-earliest">
              {t("planner.planEarliest", { date: date(plan.earliestTravelDate) })}
            </RouteLink>
          </p>
        )}
      </div>

      <h3 className={page.cardTitle}>{t("planner.checklist", { date: date(plan.travelDate) })}</h3>
      <PlanSteps plan={plan} />
      <p className={page.actions}>
        <RouteLink route="destinationCalendar" params={params} search={planner.search || `?travelDate=${plan.travelDate}`} className={button.secondary} reloadDocument download data-testid="planner-calendar">
          {t("planner.calendar")}
        </RouteLink>
        <GetQuoteLink className={button.primary} prefill={{ destination: slug, travelDate: plan.travelDate }}>
          {t("planner.quote")}
        </GetQuoteLink>
      </p>
      <PlanSources plan={plan} />
    </section>
  );
}
