/** The estimate's texts that the page and the mails both show, worded once. */
import { formatKgRange } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { Translate } from "../../i18n/messages/index.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";

/** "Air freight (charged as 13.4 – 146.6 kg)". */
export const freightLabel = (estimate: Pick<PricedEstimate, "chargeableKg">, t: Translate, lang: Lang): string =>
  t("estimate.item.freight", { kg: formatKgRange(estimate.chargeableKg, lang) });

/** "Crate sizes these figures assume: series 400, any series from 100 to 700.", or undefined for an estimate stored without them. */
export function cratesAssumed(estimate: Pick<PricedEstimate, "crates">, t: Translate): string | undefined {
  if (!estimate.crates) return undefined;
  const crates = estimate.crates.map((crate) => (crate.smallest === crate.largest ? t("estimate.crateOne", { series: crate.smallest }) : t("estimate.crateSpan", crate)));
  return t("estimate.crates", { crates: crates.join(", ") });
}
