import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-lead";
import { Section } from "../components/ui/Page.tsx";
import { useT } from "../i18n/use-t.ts";
import { anyLeadStatuses } from "../lib/lead-status.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { withoutControlCharacters } from "../lib/schemas/leads.ts";
import { addNote, changeStatus, leadDetail, resendMail } from "../server/admin/inbox.server.ts";
import { staffContext } from "../server/admin/session.server.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { LeadView } from "../views/admin/LeadView.tsx";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";

const paramsSchema = z.object({ kind: z.enum(["quote", "contact"]), id: z.uuid() });
/** The lead page's three forms: a note, a resend of one mail, or a new status. */
const leadActionSchema = z.object({
  intent: z.enum(["note", "resend", "status"]).default("status"),
  note: z.string().overwrite(withoutControlCharacters).trim().max(5000).optional(),
  mailId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(anyLeadStatuses).optional(),
});

export async function loader({ params }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  const detail = parsed.success ? await leadDetail(parsed.data.kind, parsed.data.id) : undefined;
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const form = await parseForm(request, leadActionSchema);
  if (!form.success) throw data(null, { status: 400 });
  const { intent, note, mailId, status } = form.data;
  if (intent === "note") {
    if (note) await addNote(parsed.data.kind, parsed.data.id, note, staff.userId);
    return { ok: true };
  }
  if (intent === "resend") {
    await resendMail(mailId ?? 0, parsed.data.id);
    return { ok: true };
  }
  if (!status) throw data(null, { status: 400 });
  if (!(await changeStatus(parsed.data.kind, parsed.data.id, status, staff.userId))) throw data(null, { status: 404 });
  return { ok: true };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("admin.title"), t("admin.title"), { noindex: true });
};

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  return <LeadView {...loaderData} />;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (
          <Section>
            <p>{t("admin.leadNotFound")}</p>
            <p><Link to="/admin">{t("admin.back")}</Link></p>
          </Section>
        ),
      }}
    />
  );
}
