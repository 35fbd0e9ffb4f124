import { renderTemplate } from "../features/mail/templates.ts";
import type { mailOutbox } from "../server/db/schema.ts";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Outbox rows with the text and HTML parts the worker will send (rendered from each row's template). */
export function withBodies(rows: OutboxRow[]): Promise<Array<OutboxRow & { textBody: string; htmlBody: string }>> {
  return Promise.all(
    rows.map(async (row) => {
      if (!row.template) return { ...row, textBody: row.textBody ?? "", htmlBody: row.htmlBody ?? "" };
      const { text, html } = await renderTemplate(row.template);
      return { ...row, textBody: text, htmlBody: html };
    }),
  );
}
