import { Form } from "react-router";
import { LanguageToggle } from "../../components/layout/LanguageToggle.tsx";
import { PageHeader, Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../features/forms.css.ts";
import { useT } from "../../i18n/use-t.ts";

/** The staff sign-in form, with the answer to the last attempt. */
export function SignInView({ error }: { error?: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("admin.signInTitle")}>
        <LanguageToggle />
      </PageHeader>
      <Section>
        <Form method="post" className={forms.form} data-testid="admin-login">
          {error ? <p className={forms.summary} role="alert">{error}</p> : null}
          <div className={forms.field}>
            <label htmlFor="admin-username" className={forms.label}>{t("admin.username")}</label>
            <input id="admin-username" name="username" autoComplete="username" required className={forms.input} />
          </div>
          <div className={forms.field}>
            <label htmlFor="admin-password" className={forms.label}>{t("admin.password")}</label>
            <input id="admin-password" name="password" type="password" autoComplete="current-password" required className={forms.input} />
          </div>
          <div>
            <button type="submit" className={button.primary}>{t("admin.signIn")}</button>
          </div>
        </Form>
      </Section>
    </>
  );
}
