/**
 * What the metrics read from the database at a scrape (metrics.server.ts): the outbox by state,
 * the age of its oldest waiting mail, and when the newest lead was stored: three queries, once per
 * scrape and process (the newest lead from the created-at indexes; the outbox counted whole).
 */
import { sql } from "drizzle-orm";
import { getDatabase, rowsOf } from "./db/client.server.ts";
import type { StoredFigures } from "./metrics.server.ts";

export async function readStoredFigures(): Promise<StoredFigures> {
  const { db } = await getDatabase();
  const [mails, oldest, lastLead] = await Promise.all([
    db.execute(sql`select status::text as status, count(*)::int as count from mail_outbox group by status`),
    db.execute(sql`select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as seconds from mail_outbox where status = 'pending'`),
    db.execute(sql`select extract(epoch from greatest((select max(created_at) from quote_inquiries), (select max(created_at) from contact_messages)))::float8 as at`),
  ]);
  const at = rowsOf<{ at: number | null }>(lastLead)[0]?.at;
  return {
    mails: new Map(rowsOf<{ status: string; count: number }>(mails).map((row) => [row.status, Number(row.count)])),
    oldestPendingSeconds: Number(rowsOf<{ seconds: number }>(oldest)[0]?.seconds ?? 0),
    lastLeadAt: at === null || at === undefined ? undefined : Number(at),
  };
}
