import { useWatch, type Control } from "react-hook-form";
import { Field } from "../../components/ui/forms.tsx";
import { useT } from "../../i18n/use-t.ts";
import { isSnubNosedBreed } from "../../lib/crate.ts";
import * as styles from "../../components/ui/forms.css.ts";
import type { QuoteFields, QuoteValues } from "./quote-fields.ts";
import { QuoteTextField } from "./QuoteTextField.tsx";

/** Where a pet's values sit: the first pet at the top level, each additional pet in its list entry. */
export type PetPrefix = "" | `additionalPets.${number}.`;

const measurements = ["length", "width", "height"] as const;

/**
 * Which of a pet's fields to show: the required ones (type, weight), the optional ones (breed, snub
 * nose, measurements), or all of them together (each additional pet, in one block).
 */
export type PetPart = "required" | "optional" | "all";

/** Type, breed, weight, snub nose and measurements of one pet, or the required or optional part of them. */
export function PetFields({ fields, prefix, part = "all" }: { fields: QuoteFields; prefix: PetPrefix; part?: PetPart }) {
  const t = useT();
  const { register, registerNumber, id, errorsOf } = fields;
  const path = <Name extends string>(name: Name) => `${prefix}${name}` as const;
  const required = part !== "optional";
  const optional = part !== "required";
  const breed = optional ? <QuoteTextField fields={fields} name={path("breed")} label={t("quote.breed")} autoComplete="off" /> : null;
  return (
    <>
      {required ? (
        <div className={styles.row}>
          <Field id={id(path("petType"))} label={t("quote.petType")} required errors={errorsOf(path("petType"))}>
            {(control) => (
              <select className={styles.input} {...control} {...register(path("petType"))}>
                <option value="dog">{t("quote.petType.dog")}</option>
                <option value="cat">{t("quote.petType.cat")}</option>
              </select>
            )}
          </Field>
          {/* All together the breed keeps its place between type and weight. */}
          {breed}
          <Field id={id(path("weight"))} label={t("quote.weight")} required errors={errorsOf(path("weight"))}>
            {(control) => <input className={styles.input} type="number" inputMode="decimal" min={0} step={0.1} {...control} {...registerNumber(path("weight"))} />}
          </Field>
        </div>
      ) : (
        <div className={styles.row}>{breed}</div>
      )}
      {optional ? (
        <>
          <label className={styles.check}>
            <input type="checkbox" {...register(path("isSnubNose"))} /> {t("quote.snubNose")}
          </label>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t("quote.dimensions")}</legend>
            <div className={styles.row}>
              {measurements.map((measurement) => {
                const name = path(`dimensions.${measurement}`);
                return (
                  <Field key={measurement} id={id(name)} label={t(`quote.${measurement}`)} hint={t(`quote.${measurement}Hint`)} errors={errorsOf(name)}>
                    {(control) => <input className={styles.input} type="number" inputMode="decimal" min={0} step={0.1} {...control} {...registerNumber(name)} />}
                  </Field>
                );
              })}
            </div>
          </fieldset>
        </>
      ) : null}
    </>
  );
}

/** Shown as soon as any pet is snub-nosed, by the box or by its breed: airlines restrict them. */
export function SnubNoseNotice({ control }: { control: Control<QuoteValues> }) {
  const t = useT();
  const [isSnubNose, breed, additionalPets] = useWatch({ control, name: ["isSnubNose", "breed", "additionalPets"] });
  const snubNose = isSnubNose || isSnubNosedBreed(breed) || (additionalPets ?? []).some((pet) => pet?.isSnubNose || isSnubNosedBreed(pet?.breed));
  return snubNose ? <p className={styles.notice} role="status" data-testid="snub-nose-notice">{t("quote.snubNoseNotice")}</p> : null;
}
