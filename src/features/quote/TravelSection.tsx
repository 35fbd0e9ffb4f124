import { Controller, useWatch } from "react-hook-form";
import { useT } from "../../i18n/use-t.ts";
import { travelDateWindow } from "../../lib/schemas/leads.ts";
import { tooEarlyFor } from "../../lib/travel-rules.ts";
import * as styles from "../forms.css.ts";
import type { QuoteFields } from "./quote-fields.ts";
import { QuoteTextField } from "./QuoteTextField.tsx";
import { TravelDateField } from "./TravelDateField.tsx";

/** Departure, destination and travel date, with a notice when the destination's waiting period makes the date too early. */
export function TravelSection({ fields }: { fields: QuoteFields }) {
  const t = useT();
  const { control, id, errorsOf } = fields;
  const [destinationAddress, travelDate] = useWatch({ control, name: ["destinationAddress", "travelDate"] });
  const tooEarly = tooEarlyFor(destinationAddress, travelDate);
  const { min, max } = travelDateWindow();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("quote.section.travel")}</legend>
      <div className={styles.row}>
        <QuoteTextField fields={fields} name="departureAddress" label={t("quote.departure")} required autoComplete="address-level2" />
        <QuoteTextField fields={fields} name="destinationAddress" label={t("quote.destination")} required autoComplete="off" />
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
            />
          )}
        />
      </div>
      {tooEarly ? (
        <p className={styles.notice} role="status" data-testid="lead-time-notice">
          {t("quote.leadTimeNotice", { country: t(`quote.country.${tooEarly.key}`), days: tooEarly.minDays })}
        </p>
      ) : null}
    </fieldset>
  );
}
