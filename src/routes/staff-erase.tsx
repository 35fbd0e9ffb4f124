import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff-erase";
import { translator } from "../i18n/messages/index.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { erasePerson } from "../server/staff/privacy.server.ts";
import { staffContext } from "../server/staff/session.server.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { EraseView } from "../views/staff/EraseView.tsx";
import { log } from "../server/log.server.ts";

/** Any address stored with a lead (it passed the lead schema's e-mail check), and the confirmation box. */
const eraseSchema = z.object({
  email: z.string().trim().max(254).regex(/^[^\s@]+@[^\s@]+$/),
  confirm: z.literal("on").optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const t = translator(context.get(langContext));
  const form = await parseForm(request, eraseSchema);
  if (!form.success) return data({ message: t("validation.email"), ok: false, field: "email" as const }, { status: 400 });
  if (!form.data.confirm) return data({ message: t("staff.eraseNeedsConfirm"), ok: false, field: "confirm" as const }, { status: 400 });
  const count = await erasePerson(form.data.email, staff.userId);
  log.info(`admin erasure by user=${JSON.stringify(staff.username)}`);
  return { message: t("staff.erased", { count }), ok: true };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("staff.erase"), t("staff.erase"), { noindex: true });
};

export default function StaffErase({ actionData }: Route.ComponentProps) {
  return <EraseView result={actionData} />;
}
