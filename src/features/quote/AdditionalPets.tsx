import { useRef, useState } from "react";
import { get, useFieldArray, useFormState } from "react-hook-form";
import { Field } from "../../components/ui/forms.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";
import { LIMITS } from "../../lib/schemas/leads.ts";
import * as styles from "../../components/ui/forms.css.ts";
import { PetFields } from "./PetFields.tsx";
import { emptyPet, type QuoteFields } from "./quote-fields.ts";

/**
 * The pets after the first. Adding and removing are submit buttons, so that without JavaScript
 * the page's action does it (intents `addPet` and `removePet:{index}`); with JavaScript the
 * list changes in place.
 */
export function AdditionalPets({ fields, attempt }: { fields: QuoteFields; attempt: number }) {
  const t = useT();
  const { control, register, id } = fields;
  const pets = useFieldArray({ control, name: "additionalPets" });
  const addButton = useRef<HTMLButtonElement>(null);
  // A pet added after a refused Next or submission starts without errors: the form's check runs
  // again at once, but a field shows its error only once touched or after the next try (`attempt`
  // counts Next and submissions). Pets the page began with (a post without JavaScript) show theirs
  // at once. By position: the try count when each pet was added.
  const { touchedFields } = useFormState({ control });
  const [addedAt, setAddedAt] = useState<Array<number | undefined>>([]);
  const fieldsOf = (index: number): QuoteFields => {
    const added = addedAt[index];
    if (added === undefined || attempt > added) return fields;
    return { ...fields, errorsOf: (path) => (get(touchedFields, path) ? fields.errorsOf(path) : []) };
  };

  return (
    // The id is where an error summary's link for the list as a whole (too many pets) leads.
    <fieldset className={styles.fieldset} id={id("additionalPets")}>
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
                setAddedAt((list) => list.filter((_, position) => position !== index));
                // The pressed button goes with its pet: focus moves to "Add another pet" (enabled again by then) instead of being lost.
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              {t("quote.removePet", { number: index + 2 })}
            </button>
          </div>
          <PetFields fields={fieldsOf(index)} prefix={`additionalPets.${index}.`} />
        </div>
      ))}
      <div>
        <button
          ref={addButton}
          type="submit"
          name="intent"
          value="addPet"
          formNoValidate
          className={button.secondary}
          disabled={pets.fields.length >= LIMITS.maxAdditionalPets}
          onClick={(event) => {
            event.preventDefault();
            const added = id(`additionalPets.${pets.fields.length}.petType`);
            pets.append(emptyPet(), { shouldFocus: false });
            const position = pets.fields.length;
            setAddedAt((list) => Object.assign(list.slice(0, position), { [position]: attempt }));
            // Focus moves into the new pet's first field, so the keyboard goes on where it appeared.
            requestAnimationFrame(() => document.getElementById(added)?.focus());
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
