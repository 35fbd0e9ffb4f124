import { useId } from "react";
import { useWatch, type Control } from "react-hook-form";
import { formatEuroRange, formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { ShownEstimate } from "../../lib/estimate.ts";
import { journeyOfQuote } from "../../lib/estimate.ts";
import { estimateQueryString } from "../../lib/schemas/estimate-query.ts";
import { LIMITS } from "../../lib/schemas/leads.ts";
import { pathOf } from "../../route-table.ts";
import * as styles from "../../components/ui/forms.css.ts";
import { button } from "../../components/ui/ui.css.ts";
import * as estimateStyles from "./estimate.css.ts";
import type { ApiAnswer } from "../../lib/api-client.ts";
import { useApiAnswer } from "../use-api-answer.ts";
import type { QuoteValues } from "./quote-fields.ts";
import { cratesAssumed, freightLabel } from "./estimate-text.ts";

/** What the estimate box shows: an estimate or "on request", while it is asked for, or when it could not be had. */
export type EstimateState = ShownEstimate | { kind: "loading" } | { kind: "unavailable" };

/**
 * The itemised price range from the rate card (docs/decisions/031), or only the promise of an
 * itemised quote when the card does not cover the journey. The same for the live form, the page
 * without JavaScript, the request page and the staff's lead page.
 */
export function EstimateSummary({ estimate }: { estimate: EstimateState }) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  if (estimate.kind !== "estimate") {
    const text = estimate.kind === "loading" ? t("estimate.loading") : estimate.kind === "unavailable" ? t("estimate.unavailable") : t("estimate.onRequest");
    return (
      <p className={styles.infoBox} role="status" data-testid="estimate" data-kind={estimate.kind}>
        {text}
      </p>
    );
  }
  return (
    <section className={styles.infoBox} aria-labelledby={titleId} data-testid="estimate" data-kind="estimate">
      <strong id={titleId}>{t("estimate.title")}</strong>
      <p className={styles.hint}>{t("estimate.intro")}</p>
      <dl className={estimateStyles.lines}>
        {/* The total first: on a phone it stays in sight when a service is ticked just above the box. */}
        <div className={estimateStyles.line}>
          <dt className={estimateStyles.totalTerm}>{t("estimate.total")}</dt>
          <dd className={estimateStyles.totalAmount} data-testid="estimate-total">{formatEuroRange(estimate.total, lang)}</dd>
        </div>
        {estimate.lines.map((line) => (
          <div key={line.item} className={estimateStyles.line}>
            <dt className={estimateStyles.term}>{line.item === "freight" ? freightLabel(estimate, t, lang) : t(`estimate.item.${line.item}`)}</dt>
            <dd className={estimateStyles.amount}>{formatEuroRange(line, lang)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t("estimate.chargeable")}</p>
      {estimate.crates ? <p className={styles.hint} data-testid="estimate-crates">{cratesAssumed(estimate, t)}</p> : null}
      {estimate.chargeableKg.low !== estimate.chargeableKg.high ? <p className={styles.hint}>{t("estimate.widerWithout")}</p> : null}
      {estimate.vatNote ? <p className={styles.hint}>{estimate.vatNote}</p> : null}
      <p className={styles.hint}>{t("estimate.notIncluded")}</p>
      <p className={styles.hint}>{t("estimate.validFrom", { date: formatLongDate(estimate.validFrom, lang) })}</p>
      {estimate.notes ? <p className={styles.hint}>{estimate.notes}</p> : null}
    </section>
  );
}

/** The estimate API's address for the form's journey, or undefined while the form does not describe one yet. */
export function estimateUrl(values: Pick<QuoteValues, "destinationAddress" | "weight" | "isSnubNose" | "dimensions" | "additionalPets" | "needPickup" | "needDelivery" | "hasOwnCrate">, lang: Lang): string | undefined {
  const destination = values.destinationAddress?.trim();
  const pets = [values, ...(values.additionalPets ?? [])];
  const weighed = (weight: unknown) => typeof weight === "number" && weight > 0 && weight <= LIMITS.maxWeightKg;
  if (!destination || destination.length > 200 || !pets.every((pet) => weighed(pet?.weight))) return undefined;
  // Only measurements the schema takes (positive, within the limit); otherwise the pet counts as unmeasured. journeyOfQuote rounds them as the server does.
  const size = (value: unknown) => (typeof value === "number" && value > 0 && value <= LIMITS.maxDimensionCm ? value : undefined);
  const quotePet = (pet: { weight?: unknown; isSnubNose?: boolean; dimensions?: { length?: unknown; width?: unknown; height?: unknown } }) => ({
    weight: pet.weight as number,
    isSnubNose: pet.isSnubNose,
    dimensions: { length: size(pet.dimensions?.length), width: size(pet.dimensions?.width), height: size(pet.dimensions?.height) },
  });
  const journey = journeyOfQuote({ ...quotePet(values), additionalPets: (values.additionalPets ?? []).map(quotePet), needPickup: values.needPickup, needDelivery: values.needDelivery, hasOwnCrate: values.hasOwnCrate }, "");
  return `${pathOf("apiEstimate", "en")}?${estimateQueryString({ destination, ...journey })}&language=${lang}`;
}

/** The estimate in the API's answer; any other answer, or none, says it cannot be shown now. */
function readEstimate(result: ApiAnswer): EstimateState {
  const body = result.kind === "answer" && result.ok ? (result.body as ShownEstimate | undefined) : undefined;
  return body && (body.kind === "estimate" || body.kind === "on-request") ? body : { kind: "unavailable" };
}

/** The live estimate of the form (with JavaScript), asked for again as the journey changes. */
export function LiveEstimate({ control }: { control: Control<QuoteValues> }) {
  const lang = useLang();
  const [destinationAddress, weight, isSnubNose, dimensions, additionalPets, needPickup, needDelivery, hasOwnCrate] = useWatch({
    control,
    name: ["destinationAddress", "weight", "isSnubNose", "dimensions", "additionalPets", "needPickup", "needDelivery", "hasOwnCrate"],
  });
  const url = estimateUrl({ destinationAddress, weight, isSnubNose, dimensions, additionalPets, needPickup, needDelivery, hasOwnCrate }, lang);
  const estimate = useApiAnswer(url, readEstimate);
  if (!url) return null;
  return <EstimateSummary estimate={estimate ?? { kind: "loading" }} />;
}

/**
 * The estimate without JavaScript: a button that posts the form to have it worked out (nothing is
 * sent to the team), and the estimate of the last such post.
 */
export function ServerEstimate({ estimate }: { estimate?: EstimateState }) {
  const t = useT();
  return (
    <div>
      {estimate ? <EstimateSummary estimate={estimate} /> : null}
      <button type="submit" name="intent" value="estimate" formNoValidate className={button.secondary} data-testid="estimate-show">
        {t("estimate.show")}
      </button>
    </div>
  );
}
