import type { ComponentProps } from "react";
import type { Path } from "react-hook-form";
import { Field } from "../../components/ui/forms.tsx";
import * as styles from "../../components/ui/forms.css.ts";
import type { QuoteFields, QuoteValues } from "./quote-fields.ts";

/** A one-line field of the quote form, registered under its path; other input attributes pass through. */
export function QuoteTextField({ fields, name, label, required, ...input }: { fields: QuoteFields; name: Path<QuoteValues>; label: string; required?: boolean } & ComponentProps<"input">) {
  return (
    <Field id={fields.id(name)} label={label} required={required} errors={fields.errorsOf(name)}>
      {(control) => <input className={styles.input} {...input} {...control} {...fields.register(name)} />}
    </Field>
  );
}
