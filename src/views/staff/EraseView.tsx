import { Form, Link } from "react-router";
import { describeControl, Field, type FieldStatus } from "../../components/ui/forms.tsx";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { useT } from "../../i18n/use-t.ts";
import { StaffBar } from "./StaffBar.tsx";
import { staffHref } from "../../route-table.ts";

/** What the last erasure did; a refusal also describes the control it concerns. */
const resultId = "erase-result";

/** "Erase a person's data": the address, a confirmation box, and what the last erasure did. */
export function EraseView({ result }: { result?: { ok: boolean; message: string; field?: "email" | "confirm" } }) {
  const t = useT();
  // A refusal names the control it concerns; a success concerns neither.
  const refusalOf = (control: "email" | "confirm"): FieldStatus | undefined => (result?.field === control ? { id: resultId, invalid: true } : undefined);
  // The box carries its label after it, so it gets the wiring Field would give it rather than Field's layout.
  const confirm = describeControl("erase-confirm", { status: refusalOf("confirm") });
  return (
    <Section>
      <StaffBar title={t("staff.erase")} />
      <p><Link to={staffHref("staffInbox")}>← {t("staff.back")}</Link></p>
      <p>{t("staff.eraseText")}</p>
      {result ? <p id={resultId} role={result.ok ? "status" : "alert"} className={result.ok ? forms.infoBox : forms.summary}>{result.message}</p> : null}
      <Form method="post" className={forms.form} data-testid="admin-erase">
        <Field id="erase-email" label={t("staff.eraseEmail")} status={refusalOf("email")}>
          {(control) => <input name="email" type="email" required className={forms.input} {...control} />}
        </Field>
        <label className={forms.check}>
          <input id="erase-confirm" type="checkbox" name="confirm" required aria-invalid={confirm.invalid} aria-describedby={confirm.describedBy} /> {t("staff.eraseConfirm")}
        </label>
        <div>
          <button type="submit" className={button.primary}>{t("staff.eraseButton")}</button>
        </div>
      </Form>
    </Section>
  );
}
