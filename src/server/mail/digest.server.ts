/**
 * The daily digest (opt-in with DIGEST_HOUR): from that hour of the office's clock on, the outbox worker writes one
 * mail per SALES_EMAIL address listing yesterday's quote requests and contact messages with their
 * status now, and how many people signed up for the newsletter. It goes through the outbox like every
 * mail. Each digest row carries a unique key (`digest:<date>:<address>`), so however many worker
 * processes try, each address gets one digest per day. The digest names no one: kind, time, status,
 * destination country and a link to the lead (its names and addresses stay in the inbox, and an
 * erasure leaves nothing behind in old digests).
 */
import { inArray, sql } from "drizzle-orm";
import type { DigestLead } from "../../features/mail/StaffMails.tsx";
import { mailTemplate } from "../../features/mail/templates.ts";
import { translator } from "../../i18n/messages/index.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { addDays, officeDayStart, officeHour, officeToday } from "../../lib/office-day.ts";
import { pathOf } from "../../route-table.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase, rowsOf } from "../db/client.server.ts";
import { mailOutbox } from "../db/schema.ts";

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
  const { leads, subscribers } = await digestOf(date);
  const template = mailTemplate("dailyDigest", {
    lang: DIGEST_LANG,
    date,
    subscribers,
    inboxUrl: `${SITE_URL}${pathOf("staffInbox", DIGEST_LANG)}`,
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
