/**
 * The figures above the inbox list: leads per week by kind, counts by status, the most requested
 * destination countries this quarter, and the share of leads the bot check did not confirm. One
 * aggregate query per figure, each served by an index (drizzle/0005), so the overview stays fast
 * with a hundred thousand leads. Weeks start on Monday and quarters on the 1st, at midnight on the
 * office's clock (lib/office-day.ts), like every day the site counts. Beside them, from the content:
 * the entry rule sets due to be checked again (lib/planner/review.ts).
 */
import { sql } from "drizzle-orm";
import { statusesOf, type AnyLeadStatus } from "../../lib/lead-status.ts";
import { addDays, officeDayStart, officeToday } from "../../lib/office-day.ts";
import { getOfficeTimeZone } from "../../lib/office-time-zone.ts";
import { getDatabase, rowsOf } from "../db/client.server.ts";
import { rulesToRecheck, type RuleToRecheck } from "../../lib/planner/review.ts";
import { getContent } from "../content.server.ts";
import { companyFacts, launchCheck, type LaunchCheck } from "../../lib/company.ts";

export const OVERVIEW_WEEKS = 12;

export interface WeekCounts {
  /** Monday of the week, `YYYY-MM-DD`. */
  week: string;
  quote: number;
  contact: number;
  newsletter: number;
}

export interface InboxOverview {
  /** The last 12 weeks, oldest first, the current one last. */
  weeks: WeekCounts[];
  /** Leads per status of each kind (quote requests and contact messages have their own statuses). */
  statuses: Record<"quote" | "contact", Array<{ status: AnyLeadStatus; count: number }>>;
  /** Quote requests this quarter by the country of a destination of the site, most requested first; `other` named another place. */
  destinations: { since: string; countries: Array<{ country: string; count: number }>; other: number };
  /** Quote requests and contact messages of the 12 weeks, and how many of them are unverified. */
  unverified: { count: number; total: number };
  /** Entry rule sets whose sources were last checked more than six months ago, the oldest first. */
  recheck: RuleToRecheck[];
  /** What visitors cannot yet verify about the company, and what the imprint lacks (`npm run launch-check`). */
  launch: LaunchCheck;
}

/** The office's Monday (YYYY-MM-DD) of the week `weeksBack` weeks before the one `now` is in. */
export function weekStart(now: Date, weeksBack = 0): string {
  const today = officeToday(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -sinceMonday - 7 * weeksBack);
}

/** The first day (YYYY-MM-DD) of the office's quarter `now` is in. */
export function quarterStart(now: Date): string {
  const [year, month] = officeToday(now).split("-").map(Number) as [number, number];
  return `${year}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, "0")}-01`;
}

async function weeklyCounts(since: string): Promise<WeekCounts[]> {
  const { db } = await getDatabase();
  const from = officeDayStart(since).toISOString();
  const rows = rowsOf<{ kind: "quote" | "contact" | "newsletter"; week: string; count: number }>(
    await db.execute(sql`
      select kind, to_char(date_trunc('week', created_at at time zone ${getOfficeTimeZone()}), 'YYYY-MM-DD') as week, count(*)::int as count
      from (
        select 'quote' as kind, created_at from quote_inquiries where created_at >= ${from}::timestamptz
        union all select 'contact', created_at from contact_messages where created_at >= ${from}::timestamptz
        union all select 'newsletter', created_at from newsletter_subscribers where created_at >= ${from}::timestamptz
      ) leads
      group by 1, 2`),
  );
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, index) => ({ week: addDays(since, index * 7), quote: 0, contact: 0, newsletter: 0 }));
  for (const row of rows) {
    const week = weeks.find((entry) => entry.week === row.week);
    if (week) week[row.kind] = row.count;
  }
  return weeks;
}

async function statusCounts(): Promise<InboxOverview["statuses"]> {
  const { db } = await getDatabase();
  const rows = rowsOf<{ kind: "quote" | "contact"; status: AnyLeadStatus; count: number }>(
    await db.execute(sql`
      select 'quote' as kind, status::text, count(*)::int as count from quote_inquiries group by status
      union all
      select 'contact', status::text, count(*)::int from contact_messages group by status`),
  );
  const counts = (kind: "quote" | "contact") =>
    statusesOf(kind).map((status) => ({ status, count: rows.find((row) => row.kind === kind && row.status === status)?.count ?? 0 }));
  return { quote: counts("quote"), contact: counts("contact") };
}

async function destinationCounts(since: string): Promise<InboxOverview["destinations"]> {
  const { db } = await getDatabase();
  const rows = rowsOf<{ country: string | null; count: number }>(
    await db.execute(sql`
      select destination_country as country, count(*)::int as count from quote_inquiries
      where created_at >= ${officeDayStart(since).toISOString()}::timestamptz
      group by 1 order by 2 desc, 1`),
  );
  return {
    since,
    countries: rows.filter((row): row is { country: string; count: number } => row.country !== null).slice(0, 5),
    other: rows.find((row) => row.country === null)?.count ?? 0,
  };
}

async function unverifiedShare(since: string): Promise<InboxOverview["unverified"]> {
  const { db } = await getDatabase();
  const from = officeDayStart(since).toISOString();
  const [row] = rowsOf<{ count: number; total: number }>(
    await db.execute(sql`
      select count(*) filter (where verification = 'unverified')::int as count, count(*)::int as total
      from (
        select verification from quote_inquiries where created_at >= ${from}::timestamptz
        union all select verification from contact_messages where created_at >= ${from}::timestamptz
      ) leads`),
  );
  return { count: row?.count ?? 0, total: row?.total ?? 0 };
}

export async function inboxOverview(now = new Date()): Promise<InboxOverview> {
  const since = weekStart(now, OVERVIEW_WEEKS - 1);
  const [weeks, statuses, destinations, unverified, content] = await Promise.all([weeklyCounts(since), statusCounts(), destinationCounts(quarterStart(now)), unverifiedShare(since), getContent()]);
  return { weeks, statuses, destinations, unverified, recheck: rulesToRecheck(content.requirements, officeToday(now)), launch: launchCheck(companyFacts()) };
}
