import { useRef, useState, type ReactNode } from "react";
import { useWatch, type Control } from "react-hook-form";
import { Field } from "../../components/ui/forms.tsx";
import { useT } from "../../i18n/use-t.ts";
import { recommendCrate } from "../../lib/crate.ts";
import { CRATE_IMAGE_TYPES, LIMITS } from "../../lib/schemas/leads.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import * as styles from "../../components/ui/forms.css.ts";
import type { QuoteFields, QuoteValues } from "./quote-fields.ts";

/**
 * The crate the first pet needs, worked out from its measurements and weight as they are typed;
 * `fallback` while there is nothing to work it out from (no measurements yet).
 */
export function CrateRecommendation({ control, fallback = null }: { control: Control<QuoteValues>; fallback?: ReactNode }) {
  const t = useT();
  const [weight, isSnubNose, dimensions] = useWatch({ control, name: ["weight", "isSnubNose", "dimensions"] });
  // The schema accepts any input for a measurement (it reads 0 and empty as "not given"); the fields store numbers.
  const measured = dimensions as { length?: number; width?: number; height?: number } | undefined;
  const crate = recommendCrate({ ...measured, weight }, !!isSnubNose);
  if (!crate) return fallback;
  return (
    <div className={styles.infoBox} aria-live="polite" data-testid="crate-recommendation">
      <strong>{t("quote.crateTitle")}</strong>
      <p className={styles.hint}>{t("quote.crateMinimum", { ...crate.minimum })}</p>
      <p className={styles.hint}>{crate.crate ? t("quote.crateSeries", { series: crate.crate.series, ...crate.crate.external }) : t("quote.crateCustom")}</p>
      {crate.chargeableKg ? <p className={styles.hint}>{t("quote.crateChargeable", { kg: crate.chargeableKg })}</p> : null}
      <p className={styles.hint}>{t("quote.crateNote")}</p>
    </div>
  );
}

/**
 * The photo of an own crate: checked for type and size in the browser, then kept in the form as a
 * data URL (the JSON payload) and shown as a preview. Without JavaScript the field is always there
 * and the file is posted with the multipart form.
 */
export function CratePhoto({ fields }: { fields: QuoteFields }) {
  const t = useT();
  const hydrated = useHydrated();
  const { control, setValue, id, errorsOf } = fields;
  const [hasOwnCrate, photo] = useWatch({ control, name: ["hasOwnCrate", "crateImage"] });
  // Kept while the field is hidden, like the photo itself, so unticking and ticking the box changes nothing.
  const [fileError, setFileError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return;
    if (!(CRATE_IMAGE_TYPES as readonly string[]).includes(file.type)) return setFileError(t("validation.crateImageType"));
    if (file.size > LIMITS.maxCrateImageBytes) return setFileError(t("validation.crateImageSize"));
    const reader = new FileReader();
    reader.onload = () => setValue("crateImage", String(reader.result));
    reader.readAsDataURL(file);
  };

  if (!hasOwnCrate && hydrated) return null;
  return (
    <Field id={id("crateImage")} label={t("quote.crateImage")} errors={fileError ? [fileError] : errorsOf("crateImage")}>
      {(control) => (
        <>
          <input ref={input} name="crateImage" type="file" accept={CRATE_IMAGE_TYPES.join(",")} className={styles.input} {...control} onChange={(event) => onFile(event.currentTarget.files?.[0])} />
          {photo ? (
            <div>
              <img src={photo} alt={t("quote.crateImagePreview")} className={styles.preview} />
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  // Empties the file input too: it no longer names the file, and choosing the same file again shows it.
                  if (input.current) input.current.value = "";
                  setValue("crateImage", undefined);
                }}
              >
                {t("quote.removeImage")}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
