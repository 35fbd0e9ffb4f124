import { Controller, useWatch } from "react-hook-form";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { originOfPlace, placeForText } from "../../lib/destination-options.ts";
import { commonSpecies, datedSteps } from "../../lib/planner/checklist.ts";
import { lastCalendarDate, travelDateWindow } from "../../lib/travel-window.ts";
import * as styles from "../../components/ui/forms.css.ts";
import { PlaceField } from "./PlaceField.tsx";
import type { QuoteFields } from "./quote-fields.ts";
import { TravelDateField } from "./TravelDateField.tsx";
import { plannableDate, useTravelPlan } from "./use-travel-plan.ts";

/** How many of the plan's dated steps the form shows (the acknowledgement mail lists them all). */
const SHOWN_STEPS = 3;

/** The dated checklist for the form's destination and date, with what it means for the date chosen. */
function useQuotePlan(control: QuoteFields["control"]) {
  const lang = useLang();
  const [departureAddress, destinationAddress, travelDate, petType, additionalPets, microchippedOn, vaccinatedOn] = useWatch({
    control,
    name: ["departureAddress", "destinationAddress", "travelDate", "petType", "additionalPets", "microchippedOn", "vaccinatedOn"],
  });
  const destination = placeForText(destinationAddress);
  const plan = useTravelPlan({
    destination: destination?.slug,
    travelDate,
    species: commonSpecies([petType, ...(additionalPets ?? []).map((pet) => pet?.petType)]),
    origin: originOfPlace(departureAddress),
    microchippedOn,
    vaccinatedOn,
    lang,
  });
  const tooEarly = plan && travelDate ? travelDate < plan.earliestTravelDate : false;
  // A destination typed in full that is none of the site's: the team checks its rules (the lead is flagged for it).
  const unknown = !destination && (destinationAddress?.trim().length ?? 0) >= 3 && plannableDate(travelDate);
  return { plan, destination, tooEarly, unknown, steps: plan && !tooEarly ? datedSteps(plan).slice(0, SHOWN_STEPS) : [] };
}

/** Departure, destination and travel date. */
export function TravelSection({ fields }: { fields: QuoteFields }) {
  const t = useT();
  const { control, id, errorsOf } = fields;
  const { min, max } = travelDateWindow();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("quote.section.travel")}</legend>
      <div className={styles.pairRow}>
        <PlaceField fields={fields} name="departureAddress" label={t("quote.departure")} autoComplete="address-level2" />
        <PlaceField fields={fields} name="destinationAddress" label={t("quote.destination")} />
        <Controller
          control={control}
          name="travelDate"
          render={({ field: date }) => (
            <TravelDateField
              id={id("travelDate")}
              value={String(date.value ?? "")}
              onChange={date.onChange}
              onBlur={date.onBlur}
              errors={errorsOf("travelDate")}
              min={min}
              max={max}
              calendarMax={lastCalendarDate(min)}
            />
          )}
        />
      </div>
    </fieldset>
  );
}

/**
 * For a destination of the site and a date, what its entry requirements mean: a notice when the date
 * is earlier than the rules allow (with the earliest possible date), otherwise the earliest possible
 * date and the first dated steps. Asked for as soon as the journey is known, so it is there when shown.
 */
export function TravelPlanSummary({ control }: { control: QuoteFields["control"] }) {
  const t = useT();
  const lang = useLang();
  const { plan, destination, tooEarly, unknown, steps } = useQuotePlan(control);
  return (
    <>
      <div role="status">
        {plan && destination && tooEarly ? (
          <p className={styles.notice} data-testid="lead-time-notice">
            {t("quote.planTooEarly", { city: destination.city[lang], date: formatLongDate(plan.earliestTravelDate, lang) })}
          </p>
        ) : null}
      </div>
      {unknown ? (
        <p className={styles.hint} data-testid="rules-checked">
          {t("quote.rulesChecked")}
        </p>
      ) : null}
      {steps.length > 0 && plan ? (
        <div className={styles.infoBox} data-testid="travel-plan-steps">
          {destination ? <p className={styles.hint} data-testid="earliest-travel-date">{t("quote.planEarliest", { city: destination.city[lang], date: formatLongDate(plan.earliestTravelDate, lang) })}</p> : null}
          <p className={styles.label}>{t("quote.planSteps", { date: formatLongDate(plan.travelDate, lang) })}</p>
          <ul>
            {steps.map((step) => (
              <li key={step.id} data-step={step.id}>
                {t("quote.planStep", { title: step.title, date: formatLongDate(step.latest, lang) })}
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t("quote.planConfirm")}</p>
        </div>
      ) : null}
    </>
  );
}
