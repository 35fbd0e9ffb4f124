import { data, Form, Link } from "react-router";
import { z } from "zod";
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
import { parseForm } from "../server/http/forms.server.ts";

export const headers = adminHeaders;

/** Any address stored with a lead (it passed the lead schema's e-mail check), and the confirmation box. */
const eraseSchema = z.object({
  email: z.string().trim().max(254).regex(/^[^\s@]+@[^\s@]+$/),
  confirm: z.literal("on").optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  return { username: (await requireStaff(request)).username };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const t = translator(context.get(langContext));
  const form = await parseForm(request, eraseSchema);
  if (!form.success) return data({ message: t("validation.email"), ok: false }, { status: 400 });
  if (!form.data.confirm) return data({ message: t("admin.eraseNeedsConfirm"), ok: false }, { status: 400 });
  const count = await erasePerson(form.data.email, staff.userId);
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
