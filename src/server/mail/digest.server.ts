/**
 * The daily digest (opt-in with DIGEST_HOUR): from that hour of the office's clock on, the outbox worker writes one
 * mail per SALES_EMAIL address listing yesterday's quote requests and contact messages with their
 * status now, and how many people signed up for the newsletter. It goes through the outbox like every
 * mail. Each digest row carries a unique key (`digest:<date>:<address>`), so however many worker
 * processes try, each address gets one digest per day. The digest names no one: kind, time, status,
 * destination country and a link to the lead (its names and addresses stay in the inbox, and an
 * erasure leaves nothing behind in old digests); below them the checklist steps past their deadline
 * of the requests whose owners keep their checklist, by reference.
 */
import { inArray, sql } from "drizzle-orm";
import type { DigestLead, OverdueStep } from "../../features/mail/StaffMails.tsx";
import { mailTemplate } from "../../features/mail/templates.ts";
import { translator } from "../../i18n/messages/index.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { addDays, officeDayStart, officeHour, officeToday } from "../../lib/office-day.ts";
import { pathOf } from "../../route-table.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase, rowsOf } from "../db/client.server.ts";
import { mailOutbox } from "../db/schema.ts";
import { requestPage } from "../requests/request-page.server.ts";

/** Staff read the digest in the inbox's first language. */
const DIGEST_LANG = "en";

/** The last day this process wrote (or found) the digest for, so later ticks of that day ask nothing. */
let done: string | undefined;

/** The day a digest is due for at `now` (the office's yesterday), or undefined before the configured hour on the office's clock. */
export function digestDay(now: Date, hour: number | undefined): string | undefined {
  if (hour === undefined || officeHour(now) < hour) return undefined;
  return addDays(officeToday(now), -1);
}

const dedupeKey = (date: string, address: string) => `digest:${date}:${address.toLowerCase()}`;

async function digestOf(date: string) {
  const { db } = await getDatabase();
  // The office's day, from its midnight to the next.
  const from = officeDayStart(date).toISOString();
  const until = officeDayStart(addDays(date, 1)).toISOString();
  const leads = rowsOf<{ kind: "quote" | "contact"; id: string; received_at: Date | string; status: DigestLead["status"]; country: string | null }>(
    await db.execute(sql`
      -- The two kinds have statuses of their own (two enums): as text they make one column.
      select 'quote' as kind, id, created_at as received_at, status::text as status, destination_country as country from quote_inquiries
      where created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz
      union all
      select 'contact', id, created_at, status::text, null from contact_messages
      where created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz
      order by received_at`),
  );
  const [subscribers] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from newsletter_subscribers where created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz`),
  );
  return { leads, subscribers: subscribers?.count ?? 0 };
}

/** Requests whose overdue steps the digest lists at most: the newest. */
const MAX_OVERDUE_REQUESTS = 200;

/**
 * The steps past their deadline and not recorded done, of the requests whose owners keep their
 * checklist on the request page (a step recorded, or reminders asked for), still open (neither
 * closed nor spam) and not yet travelled. Another request's plan says nothing of what its owner did,
 * so it is not listed.
 */
async function overdueSteps(now: Date, siteUrl: string): Promise<OverdueStep[]> {
  const { db } = await getDatabase();
  const requests = rowsOf<{ id: string; reference: string }>(
    await db.execute(sql`
      select q.id, q.reference from quote_inquiries q
      where q.status not in ('closed', 'spam') and q.travel_date >= ${officeToday(now)}::date
        and (exists (select 1 from request_steps s where s.inquiry_id = q.id) or exists (select 1 from request_reminders r where r.inquiry_id = q.id))
      order by q.created_at desc limit ${MAX_OVERDUE_REQUESTS}`),
  );
  const found: OverdueStep[] = [];
  for (const request of requests) {
    const page = await requestPage(request.id, DIGEST_LANG, now);
    for (const step of page?.checklist?.plan.steps ?? []) {
      if (step.overdue && step.latest) found.push({ reference: request.reference, step: step.title, deadline: step.latest, url: `${siteUrl}${pathOf("staffLead", DIGEST_LANG, { kind: "quote", id: request.id })}` });
    }
  }
  return found;
}

/**
 * Writes the digest for yesterday to the outbox when it is due and not written yet; returns how
 * many digest mails this call wrote (0 when another process was first).
 */
export async function enqueueDigest(now = new Date()): Promise<number> {
  const { DIGEST_HOUR, SALES_EMAIL, SITE_URL } = getConfig();
  const date = digestDay(now, DIGEST_HOUR);
  if (!date || done === date) return 0;
  const { db } = await getDatabase();
  const keys = SALES_EMAIL.map((address) => dedupeKey(date, address));
  const written = await db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(inArray(mailOutbox.dedupeKey, keys));
  const missing = SALES_EMAIL.filter((address) => !written.some((row) => row.key === dedupeKey(date, address)));
  if (missing.length === 0) {
    done = date;
    return 0;
  }
  const [{ leads, subscribers }, overdue] = await Promise.all([digestOf(date), overdueSteps(now, SITE_URL)]);
  const template = mailTemplate("dailyDigest", {
    lang: DIGEST_LANG,
    date,
    subscribers,
    inboxUrl: `${SITE_URL}${pathOf("staffInbox", DIGEST_LANG)}`,
    overdue,
    leads: leads.map((lead) => ({
      kind: lead.kind,
      receivedAt: new Date(lead.received_at).toISOString(),
      status: lead.status,
      country: lead.country,
      url: `${SITE_URL}${pathOf("staffLead", DIGEST_LANG, { kind: lead.kind, id: lead.id })}`,
    })),
  });
  const subject = translator(DIGEST_LANG)("mail.digest.subject", { date: formatLongDate(date, DIGEST_LANG), count: leads.length });
  const inserted = await db
    .insert(mailOutbox)
    .values(missing.map((recipient) => ({ kind: "digest", recipient, subject, template, dedupeKey: dedupeKey(date, recipient) })))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  done = date;
  return inserted.length;
}
