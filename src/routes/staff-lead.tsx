import { data, isRouteErrorResponse, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff-lead";
import { Section } from "../components/ui/Page.tsx";
import type { MessageKey } from "../i18n/messages/index.ts";
import { useT } from "../i18n/use-t.ts";
import { anyLeadStatuses } from "../lib/lead-status.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { withoutControlCharacters } from "../lib/schemas/leads.ts";
import { addNote, changeStatus, leadDetail, resendMail } from "../server/staff/inbox.server.ts";
import { staffContext } from "../server/staff/session.server.ts";
import { parseFormWithFiles } from "../server/http/forms.server.ts";
import { liveRequestLinks, withdrawRequestLinks } from "../server/requests/links.server.ts";
import { requestPage, updatesOf } from "../server/requests/request-page.server.ts";
import { answerStepForm } from "../server/requests/owner-forms.server.ts";
import { requestStepIntents } from "../lib/schemas/request-step.ts";
import { documentReviewSchema } from "../lib/schemas/request-document.ts";
import { reviewDocument } from "../server/requests/documents.server.ts";
import { langContext } from "../lib/request-context.ts";
import { withRouteTexts } from "../lib/route-texts.ts";
import { MAX_UPDATE_PHOTOS, postUpdate, updateFormSchema } from "../server/requests/updates.server.ts";
import { LeadView } from "../views/staff/LeadView.tsx";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";
import { staffHref } from "../route-table.ts";

const paramsSchema = z.object({ kind: z.enum(["quote", "contact"]), id: z.uuid() });
/** The lead page's forms: a note, a resend of one mail, a new status, an update for the owner, or withdrawing the request's links. */
const leadActionSchema = z.object({
  intent: z.enum(["note", "resend", "status", "update", "revokeLinks", "documentReview", ...requestStepIntents]).default("status"),
  note: z.string().overwrite(withoutControlCharacters).trim().max(5000).optional(),
  mailId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(anyLeadStatuses).optional(),
  stage: z.string().max(40).optional(),
  text: z.string().max(4000).optional(),
  stepId: z.string().max(200).optional(),
  doneOn: z.string().max(40).optional(),
  documentId: z.string().max(100).optional(),
  verdict: z.string().max(20).optional(),
  reason: z.string().max(40).optional(),
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  const detail = parsed.success ? await leadDetail(parsed.data.kind, parsed.data.id) : undefined;
  if (!detail) throw data(null, { status: 404 });
  // A quote request's page for its owner: the updates posted to it, how many links open it, and its checklist with the steps recorded done.
  const owner =
    detail.kind === "quote"
      ? await Promise.all([updatesOf(detail.lead.id, { withAuthor: true }), liveRequestLinks(detail.lead.id), requestPage(detail.lead.id, context.get(langContext))]).then(([updates, links, page]) => ({
          updates,
          links,
          recorded: page?.recorded ?? {},
          messages: page?.messages ?? [],
          documents: page?.documents ?? [],
          reminders: page?.reminders ?? false,
          ...(page?.checklist ? { checklist: page.checklist } : {}),
        }))
      : undefined;
  return { ...detail, owner };
}

/**
 * Posts the team's update (its photos checked and cleaned) to a quote request; a message key for the
 * form. A refused update comes back with what was typed, so the form shows it again (also without JavaScript).
 */
async function postOwnerUpdate(id: string, userId: number, fields: { stage?: string; text?: string }, files: Buffer[]) {
  const typed = { text: fields.text, stage: updateFormSchema.shape.stage.safeParse(fields.stage).data };
  const form = updateFormSchema.safeParse(fields);
  if (!form.success) return data({ ok: false, error: "staff.update.textRequired" as const, ...typed }, { status: 400 });
  const posted = await postUpdate(id, userId, form.data, files);
  if (posted.ok) return { ok: true, message: "staff.update.posted" as const };
  if (posted.error === "notFound") throw data(null, { status: 404 });
  return data({ ok: false, error: posted.error, ...typed }, { status: 400 });
}

/** The server's own answers before the page's code runs (http-server.server.ts), as the form's error. */
const refusedEarly: Partial<Record<number, MessageKey>> = { 408: "api.tooSlow", 413: "staff.update.tooLarge", 503: "api.uploadsBusy" };

/**
 * With JavaScript, a post whose body the server refuses before the page's code sees it (its photos
 * too large together, too many uploads at once, too slow) is shown as the form's error: the page
 * stays, and so does the text typed into it.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    const key = isRouteErrorResponse(error) ? refusedEarly[error.status] : undefined;
    if (!key) throw error;
    return { ok: false, error: key };
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { fields: form, files } = await parseFormWithFiles(request, leadActionSchema, "photos", MAX_UPDATE_PHOTOS);
  if (!form.success) throw data(null, { status: 400 });
  const { intent, note, mailId, status } = form.data;
  if (intent === "documentReview") {
    const review = documentReviewSchema.safeParse(form.data);
    if (parsed.data.kind !== "quote" || !review.success) throw data(null, { status: 400 });
    if (!(await reviewDocument(parsed.data.id, review.data, staff.userId))) throw data(null, { status: 404 });
    return { ok: true };
  }
  if (intent === "stepDone" || intent === "stepOpen") {
    if (parsed.data.kind !== "quote") throw data(null, { status: 404 });
    return answerStepForm(parsed.data.id, form.data, { userId: staff.userId });
  }
  if (intent === "update" || intent === "revokeLinks") {
    if (parsed.data.kind !== "quote") throw data(null, { status: 404 });
    if (intent === "update") return postOwnerUpdate(parsed.data.id, staff.userId, form.data, files);
    if ((await withdrawRequestLinks(parsed.data.id, staff.userId)) === undefined) throw data(null, { status: 404 });
    return { ok: true, message: "staff.links.revoked" as const };
  }
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
  return metaFor(args, t("staff.title"), t("staff.title"), { noindex: true });
};

/** A client-side navigation here also loads the planner's and the request page's texts (the route table's `texts`). */
export const clientLoader = (args: Route.ClientLoaderArgs) => withRouteTexts(args);

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  const step = actionData && "step" in actionData ? actionData.step : undefined;
  const result = actionData && "ok" in actionData ? actionData : undefined;
  return <LeadView {...loaderData} result={result} stepResult={step} />;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (
          <Section>
            <p>{t("staff.leadNotFound")}</p>
            <p><Link to={staffHref("staffInbox")}>{t("staff.back")}</Link></p>
          </Section>
        ),
      }}
    />
  );
}
