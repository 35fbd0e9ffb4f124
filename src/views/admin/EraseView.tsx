import { Form, Link } from "react-router";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { AdminBar } from "../../features/admin/AdminBar.tsx";
import * as forms from "../../features/forms.css.ts";
import { useT } from "../../i18n/use-t.ts";

/** "Erase a person's data": the address, a confirmation box, and what the last erasure did. */
export function EraseView({ result }: { result?: { ok: boolean; message: string } }) {
  const t = useT();
  return (
    <Section>
      <AdminBar title={t("admin.erase")} />
      <p><Link to="/admin">← {t("admin.back")}</Link></p>
      <p>{t("admin.eraseText")}</p>
      {result ? <p role={result.ok ? "status" : "alert"} className={result.ok ? forms.infoBox : forms.summary}>{result.message}</p> : null}
      <Form method="post" className={forms.form} data-testid="admin-erase">
        <div className={forms.field}>
          <label htmlFor="erase-email" className={forms.label}>{t("admin.eraseEmail")}</label>
          <input id="erase-email" name="email" type="email" required className={forms.input} />
        </div>
        <label className={forms.check}>
          <input type="checkbox" name="confirm" required /> {t("admin.eraseConfirm")}
        </label>
        <div>
          <button type="submit" className={button.primary}>{t("admin.eraseButton")}</button>
        </div>
      </Form>
    </Section>
  );
}
