import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import * as styles from "./forms.css.ts";
import { translator } from "../../i18n/messages/index.ts";
import { useT } from "../../i18n/use-t.ts";
import { Field, SubmitButton } from "./forms.tsx";

/** A required field and one with a hint, as the lead forms use them, and their submit button. */
function FormExample({ withErrors = false, busy = false }: { withErrors?: boolean; busy?: boolean }) {
  const t = useT();
  return (
    <form className={styles.form} noValidate>
      <div className={styles.row}>
        <Field id="example-name" label={t("quote.name")} required errors={withErrors ? [t("validation.fullName")] : []}>
          {(control) => <input className={styles.input} autoComplete="name" {...control} />}
        </Field>
        <Field id="example-length" label={t("quote.length")} hint={t("quote.lengthHint")} errors={withErrors ? [t("validation.dimension")] : []}>
          {(control) => <input className={styles.input} type="number" inputMode="decimal" {...control} />}
        </Field>
      </div>
      <SubmitButton busy={busy} label={t("quote.submit")} busyLabel={t("quote.processing")} testId="example-submit" />
    </form>
  );
}

const meta = {
  title: "UI/Forms",
  component: FormExample,
  subcomponents: { Field, SubmitButton },
  decorators: [(Story) => <div style={{ maxWidth: "720px", margin: "2rem auto", padding: "0 1rem" }}><Story /></div>],
} satisfies Meta<typeof FormExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Busy: Story = { args: { busy: true } };

/** Each control is described by its hint and its errors, and marked invalid. */
export const ErrorsGerman: Story = {
  globals: { language: "de" },
  args: { withErrors: true },
  play: async ({ canvasElement }) => {
    const t = translator("de");
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: t("quote.name") });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(t("validation.fullName"));
    await expect(canvas.getByRole("spinbutton", { name: t("quote.length") })).toHaveAccessibleDescription(`${t("quote.lengthHint")} ${t("validation.dimension")}`);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
  },
};
