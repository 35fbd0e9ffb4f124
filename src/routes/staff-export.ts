import type { Route } from "./+types/staff-export";
import { toCsv } from "../lib/csv.ts";
import { listLeads, parseFilter } from "../server/staff/inbox.server.ts";

const MAX_ROWS = 50_000;

/** The inbox's current filtered list as CSV. */
export async function loader({ request }: Route.LoaderArgs) {
  const filter = { ...parseFilter(new URL(request.url)), page: 1 };
  const { rows } = await listLeads(filter, MAX_ROWS);
  const csv = toCsv([
    ["received", "kind", "reference", "name", "email", "phone", "summary", "status", "verification", "language", "estimate_low_eur", "estimate_high_eur", "rate_card_version", "id"],
    ...rows.map((row) => [
      row.receivedAt,
      filter.kind,
      row.reference ?? "",
      row.name,
      row.email,
      row.phone ?? "",
      row.summary,
      row.status ?? "",
      row.verification ?? "",
      row.language,
      String(row.estimate?.low ?? ""),
      String(row.estimate?.high ?? ""),
      String(row.estimate?.version ?? ""),
      row.id,
    ]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${filter.kind}-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
