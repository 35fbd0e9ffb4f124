import { Form, useRouteLoaderData } from "react-router";
import { LanguageToggle } from "../../components/layout/LanguageToggle.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";
import * as styles from "./admin.css.ts";
import { staffHref } from "../../route-table.ts";

/** Title (with a lead's reference), the signed-in staff member (from the staff-session layout) and the sign-out button (a POST form). */
export function StaffBar({ title, reference }: { title: string; reference?: string }) {
  const t = useT();
  const session = useRouteLoaderData<{ username: string }>("staffSession");
  return (
    <div className={styles.bar}>
      <h1 className={styles.heading}>
        {title}
        {reference ? <> <span className={styles.reference} data-testid="admin-reference">{reference}</span></> : null}
      </h1>
      <Form method="post" action={staffHref("staffLogout")}>
        <LanguageToggle /> <span>{t("staff.signedInAs", { name: session?.username ?? "" })} </span>
        <button type="submit" className={button.secondary}>{t("staff.signOut")}</button>
      </Form>
    </div>
  );
}
