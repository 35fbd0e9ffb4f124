import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-erase";
import { Section } from "../components/ui/Page.tsx";
import { button } from "../components/ui/ui.css.ts";
import { AdminBar } from "../features/admin/AdminBar.tsx";
import * as forms from "../features/forms.css.ts";
import { translator } from "../i18n/messages/index.ts";
import { useT } from "../i18n/use-t.ts";
import { adminHeaders } from "../lib/admin-headers.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { erasePerson } from "../server/admin/privacy.server.ts";
import { requireStaff } from "../server/admin/session.server.ts";
import { isCrossSite } from "../server/http/api.server.ts";

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return { username: (await requireStaff(request)).username };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  if (isCrossSite(request)) throw data(null, { status: 403 });
  const t = translator(context.get(langContext));
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return data({ message: t("validation.email"), ok: false }, { status: 400 });
  if (form.get("confirm") !== "on") return data({ message: t("admin.eraseNeedsConfirm"), ok: false }, { status: 400 });
  const count = await erasePerson(email, staff.userId);
  console.log(`admin erasure by user=${JSON.stringify(staff.username)}`);
  return { message: t("admin.erased", { count }), ok: true };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("admin.erase"), t("admin.erase"), { noindex: true });
};

export default function AdminErase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Section>
      <AdminBar title={t("admin.erase")} username={loaderData.username} />
      <p><Link to="/admin">← {t("admin.back")}</Link></p>
      <p>{t("admin.eraseText")}</p>
      {actionData ? <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? forms.infoBox : forms.summary}>{actionData.message}</p> : null}
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
