import { Form } from "react-router";
import { LanguageToggle } from "../../components/layout/LanguageToggle.tsx";
import { Field, type FieldStatus } from "../../components/ui/forms.tsx";
import { PageHeader, Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { useT } from "../../i18n/use-t.ts";

/** The answer to the last attempt; both fields point to it. */
const errorId = "admin-login-error";

/** The staff sign-in form, with the answer to the last attempt. */
export function SignInView({ error }: { error?: string }) {
  const t = useT();
  // Every refusal (wrong pair, locked out, busy) is about the pair as a whole: it never says which
  // of the two was wrong, as that would tell a guesser which usernames exist. So it describes both
  // fields and marks both for another try.
  const refusal: FieldStatus | undefined = error ? { id: errorId, invalid: true } : undefined;
  return (
    <>
      <PageHeader title={t("staff.signInTitle")}>
        <LanguageToggle />
      </PageHeader>
      <Section>
        <Form method="post" className={forms.form} data-testid="admin-login">
          {error ? <p id={errorId} className={forms.summary} role="alert">{error}</p> : null}
          <Field id="admin-username" label={t("staff.username")} status={refusal}>
            {(control) => <input name="username" autoComplete="username" required className={forms.input} {...control} />}
          </Field>
          <Field id="admin-password" label={t("staff.password")} status={refusal}>
            {(control) => <input name="password" type="password" autoComplete="current-password" required className={forms.input} {...control} />}
          </Field>
          <div>
            <button type="submit" className={button.primary}>{t("staff.signIn")}</button>
          </div>
        </Form>
      </Section>
    </>
  );
}
