import { Form } from "react-router";
import { LanguageToggle } from "../../components/layout/LanguageToggle.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";
import * as styles from "./admin.css.ts";

/** Title, the signed-in user and the sign-out button (a POST form). */
export function AdminBar({ title, username }: { title: string; username: string }) {
  const t = useT();
  return (
    <div className={styles.bar}>
      <h1>{title}</h1>
      <Form method="post" action="/admin/logout">
        <LanguageToggle /> <span>{t("admin.signedInAs", { name: username })} </span>
        <button type="submit" className={button.secondary}>{t("admin.signOut")}</button>
      </Form>
    </div>
  );
}

export const when = (iso: string | Date) => `${(typeof iso === "string" ? iso : iso.toISOString()).slice(0, 16).replace("T", " ")} UTC`;
