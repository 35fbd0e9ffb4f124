import { useFieldArray } from "react-hook-form";
import { Field } from "../../components/ui/forms.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";
import { LIMITS } from "../../lib/schemas/leads.ts";
import * as styles from "../forms.css.ts";
import { PetFields } from "./PetFields.tsx";
import { emptyPet, type QuoteFields } from "./quote-fields.ts";

/**
 * The pets after the first. Adding and removing are submit buttons, so that without JavaScript
 * the page's action does it (intents `addPet` and `removePet:{index}`); with JavaScript the
 * list changes in place.
 */
export function AdditionalPets({ fields }: { fields: QuoteFields }) {
  const t = useT();
  const { control, register, id } = fields;
  const pets = useFieldArray({ control, name: "additionalPets" });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("quote.section.additionalPets")}</legend>
      {pets.fields.map((pet, index) => (
        <div key={pet.id} className={styles.petBlock} data-testid="additional-pet">
          <div className={styles.petHeader}>
            <strong>{t("quote.petNumber", { number: index + 2 })}</strong>
            <button
              type="submit"
              name="intent"
              value={`removePet:${index}`}
              formNoValidate
              className={styles.linkButton}
              onClick={(event) => {
                event.preventDefault();
                pets.remove(index);
              }}
            >
              {t("quote.removePet", { number: index + 2 })}
            </button>
          </div>
          <PetFields fields={fields} prefix={`additionalPets.${index}.`} />
        </div>
      ))}
      <div>
        <button
          type="submit"
          name="intent"
          value="addPet"
          formNoValidate
          className={button.secondary}
          disabled={pets.fields.length >= LIMITS.maxAdditionalPets}
          onClick={(event) => {
            event.preventDefault();
            pets.append(emptyPet());
          }}
        >
          {t("quote.addPet")}
        </button>
      </div>
      {pets.fields.length > 0 ? (
        <Field id={id("additionalPetsNotes")} label={t("quote.additionalPetsNotes")}>
          {(control) => <textarea className={styles.textarea} rows={2} {...control} {...register("additionalPetsNotes")} />}
        </Field>
      ) : null}
    </fieldset>
  );
}
