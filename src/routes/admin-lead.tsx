import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-lead";
import { Section } from "../components/ui/Page.tsx";
import { button } from "../components/ui/ui.css.ts";
import { AdminBar, when } from "../features/admin/AdminBar.tsx";
import * as styles from "../features/admin/admin.css.ts";
import * as forms from "../features/forms.css.ts";
import { useT } from "../i18n/use-t.ts";
import { adminHeaders } from "../lib/admin-headers.ts";
import { recommendCrate } from "../lib/crate.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { leadStatuses } from "../lib/lead-status.ts";
import { withoutControlCharacters } from "../lib/schemas/leads.ts";
import { addNote, changeStatus, leadDetail, resendMail } from "../server/admin/inbox.server.ts";
import { requireStaff } from "../server/admin/session.server.ts";
import { parseForm } from "../server/http/forms.server.ts";

export const headers = adminHeaders;

const paramsSchema = z.object({ kind: z.enum(["quote", "contact"]), id: z.uuid() });
/** The lead page's three forms: a note, a resend of one mail, or a new status. */
const leadActionSchema = z.object({
  intent: z.enum(["note", "resend", "status"]).default("status"),
  note: z.string().overwrite(withoutControlCharacters).trim().max(5000).optional(),
  mailId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(leadStatuses).optional(),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const parsed = paramsSchema.safeParse(params);
  const detail = parsed.success ? await leadDetail(parsed.data.kind, parsed.data.id) : undefined;
  if (!detail) throw data(null, { status: 404 });
  return { username: staff.username, ...detail };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
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

type Pet = { petType: string; breed: string | null; weightKg: number; isSnubNose: boolean; lengthCm: number | null; widthCm: number | null; heightCm: number | null };

function PetLine({ pet }: { pet: Pet }) {
  const t = useT();
  const crate = recommendCrate({ length: pet.lengthCm ?? undefined, width: pet.widthCm ?? undefined, height: pet.heightCm ?? undefined, weight: pet.weightKg }, pet.isSnubNose);
  return (
    <li>
      {t(`quote.petType.${pet.petType as "dog"}`)}
      {pet.breed ? `, ${pet.breed}` : ""}, {pet.weightKg} kg{pet.isSnubNose ? `, ${t("quote.snubNose")}` : ""}
      <br />
      {t("quote.length")} × {t("quote.width")} × {t("quote.height")}: {[pet.lengthCm, pet.widthCm, pet.heightCm].map((v) => v ?? "–").join(" × ")} cm
      {crate ? (
        <>
          <br />
          {t("quote.crateMinimum", { ...crate.minimum })}
          <br />
          {crate.crate ? t("quote.crateSeries", { series: crate.crate.series, ...crate.crate.external }) : t("quote.crateCustom")}
        </>
      ) : null}
    </li>
  );
}

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, lead, pets, mails, history, username } = loaderData;
  const fact = (term: string, value: React.ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd>{value ?? t("admin.notAvailable")}</dd>
    </>
  );
  const quote = kind === "quote" ? (lead as typeof lead & Pet & Record<string, unknown>) : undefined;
  return (
    <Section>
      <AdminBar title={lead.name} username={username} />
      <p><Link to={`/admin?kind=${kind}`}>← {t("admin.back")}</Link></p>
      <dl className={styles.facts} data-testid="admin-lead">
        {fact(t("admin.received"), when(lead.createdAt))}
        {fact(t("admin.status"), t(`admin.status.${lead.status}`))}
        {fact(t("admin.verification"), t(`admin.verification.${lead.verification}`))}
        {fact(t("admin.language"), lead.language.toUpperCase())}
        {fact(t("quote.email"), lead.email)}
        {"phone" in lead ? fact(t("quote.phone"), String(lead.phone)) : null}
        {"subject" in lead ? fact(t("contact.subject"), String(lead.subject)) : null}
        {"message" in lead ? fact(t("contact.message"), <pre className={styles.pre}>{String(lead.message)}</pre>) : null}
        {quote ? (
          <>
            {fact(t("admin.pets"), (
              <ul>
                <PetLine pet={quote} />
                {pets.map((pet) => <PetLine key={pet.id} pet={pet} />)}
              </ul>
            ))}
            {quote.additionalPetsNotes ? fact(t("quote.additionalPetsNotes"), <pre className={styles.pre}>{String(quote.additionalPetsNotes)}</pre>) : null}
            {fact(t("admin.route"), `${String(quote.departureAddress)} → ${String(quote.destinationAddress)}`)}
            {fact(t("quote.travelDate"), String(quote.travelDate))}
            {fact(t("admin.services"), [quote.needPickup ? t("quote.pickup") : "", quote.needDelivery ? t("quote.delivery") : "", quote.hasOwnCrate ? t("quote.ownCrate") : ""].filter(Boolean).join(" · ") || t("admin.notAvailable"))}
            {quote.additionalNotes ? fact(t("admin.notes"), <pre className={styles.pre}>{String(quote.additionalNotes)}</pre>) : null}
            {lead.hasPhoto ? fact(t("admin.photo"), <img src={`/admin/leads/quote/${lead.id}/photo`} alt={t("admin.photo")} className={styles.photo} />) : null}
          </>
        ) : null}
        {fact(t("admin.mails"), (
          <ul>
            {mails.map((mail) => (
              <li key={mail.id}>
                {mail.recipient}: {t("admin.mailAttempts", { status: mail.status, attempts: mail.attempts })}
                {mail.lastError ? ` (${mail.lastError})` : ""}{" "}
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="mailId" value={mail.id} />
                  <button type="submit" className={forms.linkButton}>{t("admin.resend")}</button>
                </Form>
              </li>
            ))}
          </ul>
        ))}
      </dl>
      <Form method="post" className={styles.filters}>
        <div className={forms.field}>
          <label htmlFor="lead-note" className={forms.label}>{t("admin.addNote")}</label>
          <textarea id="lead-note" name="note" rows={2} className={forms.textarea} />
        </div>
        <div>
          <button type="submit" name="intent" value="note" className={button.secondary}>{t("admin.saveNote")}</button>
        </div>
      </Form>
      <Form method="post" className={styles.filters}>
        <div className={forms.field}>
          <label htmlFor="lead-status" className={forms.label}>{t("admin.changeStatus")}</label>
          <select id="lead-status" name="status" defaultValue={lead.status} className={forms.input}>
            {leadStatuses.map((status) => <option key={status} value={status}>{t(`admin.status.${status}`)}</option>)}
          </select>
        </div>
        <div>
          <button type="submit" className={button.primary}>{t("admin.save")}</button>
        </div>
      </Form>
      {history.length > 0 ? (
        <>
          <h2>{t("admin.history")}</h2>
          <ul data-testid="admin-history">
            {history.map((event, index) => (
              <li key={index}>
                {when(event.at)} —{" "}
                {event.note
                  ? t("admin.noteBy", { user: event.user ?? "?", note: event.note })
                  : t("admin.statusChanged", { user: event.user ?? "?", from: event.from ? t(`admin.status.${event.from}`) : "", to: event.to ? t(`admin.status.${event.to}`) : "" })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <Section>
      <p>{t("admin.leadNotFound")}</p>
      <p><Link to="/admin">{t("admin.back")}</Link></p>
    </Section>
  );
}
