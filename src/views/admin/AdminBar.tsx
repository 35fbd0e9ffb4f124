import { Form, useRouteLoaderData } from "react-router";
import { LanguageToggle } from "../../components/layout/LanguageToggle.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";
import * as styles from "./admin.css.ts";

/** Title, the signed-in staff member (from the staff-session layout) and the sign-out button (a POST form). */
export function AdminBar({ title }: { title: string }) {
  const t = useT();
  const session = useRouteLoaderData<{ username: string }>("staffSession");
  return (
    <div className={styles.bar}>
      <h1>{title}</h1>
      <Form method="post" action="/admin/logout">
        <LanguageToggle /> <span>{t("admin.signedInAs", { name: session?.username ?? "" })} </span>
        <button type="submit" className={button.secondary}>{t("admin.signOut")}</button>
      </Form>
    </div>
  );
}
