/**
 * Newsletter with double opt-in: an address is stored once (case-insensitive) and receives a
 * confirmation mail whose link confirms it; the same secret link unsubscribes. Only a hash of the
 * link's token is stored.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { mailTemplate } from "../../features/mail/templates.ts";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { hrefOf } from "../../route-table.ts";
import { honeypotFilled, newsletterSchema } from "../../lib/schemas/leads.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { errorSummary, log } from "../log.server.ts";
import { enqueueMails, mailedRecently } from "../mail/outbox.server.ts";
import { consumeSubmission } from "../rate-limit.server.ts";
import { translateIssues, type SubmissionResult } from "../../lib/api/answer.ts";
import type { SubmissionContext } from "./types.ts";

export type NewsletterResult = Exclude<SubmissionResult, { kind: "created" | "rejected" }>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function confirmationMail(email: string, lang: Lang, token: string) {
  const t = translator(lang);
  const site = getConfig().SITE_URL;
  const link = (id: "newsletterConfirm" | "newsletterUnsubscribe") => {
    const href = hrefOf(id, lang);
    return `${site}${href}${href.includes("?") ? "&" : "?"}token=${token}`;
  };
  const template = mailTemplate("newsletterConfirmation", { lang, confirmUrl: link("newsletterConfirm"), unsubscribeUrl: link("newsletterUnsubscribe") });
  return { kind: "newsletter_confirm" as const, recipient: email, subject: t("mail.newsletterSubject"), template };
}

/**
 * The least time a sign-up takes to answer. A new address is written and mailed, a pending one may
 * be, a subscribed one is not touched; the same floor for all keeps the answer's timing from
 * telling who is on the list.
 */
export const NEWSLETTER_ANSWER_MS = 250;

export async function subscribe(raw: unknown, ctx: SubmissionContext): Promise<NewsletterResult> {
  const floor = new Promise((resolve) => setTimeout(resolve, NEWSLETTER_ANSWER_MS));
  const result = await subscribeNow(raw, ctx);
  await floor;
  return result;
}

async function subscribeNow(raw: unknown, ctx: SubmissionContext): Promise<NewsletterResult> {
  if (honeypotFilled(raw)) return { kind: "sent" };
  try {
    const limit = await consumeSubmission(ctx.clientIp);
    if (!limit.allowed) return { kind: "rate_limited", retryAfter: limit.retryAfter };
  } catch (error) {
    log.error(`rate limiter unavailable, subscription allowed: ${(error as Error).message}`);
  }
  const parsed = newsletterSchema.safeParse({ language: ctx.lang, ...(raw as object) });
  if (!parsed.success) return { kind: "invalid", details: translateIssues(parsed.error, ctx.lang) };
  const email = parsed.data.email;
  const lang = parsed.data.language;
  try {
    const { db } = await getDatabase();
    return await transaction(db, async (tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
        .for("update");
      // A subscribed address gets the answer any address gets (and no mail), so the form cannot
      // be used to find out who is on the list.
      if (existing?.confirmedAt && !existing.unsubscribedAt) return { kind: "sent" } as const;
      // One confirmation mail per address and day: a repeated request keeps the link already sent.
      if (existing && (await mailedRecently(tx, email))) return { kind: "sent" } as const;
      const token = randomBytes(24).toString("base64url");
      let id = existing?.id;
      if (existing) {
        await tx
          .update(newsletterSubscribers)
          .set({ language: lang, confirmTokenHash: hashToken(token), confirmedAt: null, unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, existing.id));
      } else {
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email, language: lang, confirmTokenHash: hashToken(token) })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        // A concurrent first sign-up of the same address won the race: it sends the mail.
        if (!row) return { kind: "sent" } as const;
        id = row.id;
      }
      await enqueueMails(tx, [{ ...confirmationMail(email, lang, token), subscriberId: id }]);
      return { kind: "sent" } as const;
    });
  } catch (error) {
    log.error(`subscription could not be stored: ${errorSummary(error)}`);
    return { kind: "unavailable" };
  }
}

/** Confirms (or, with `unsubscribe`, ends) the subscription the token belongs to. */
export async function applyToken(token: string, action: "confirm" | "unsubscribe"): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return false;
  const { db } = await getDatabase();
  const now = new Date();
  const rows = await db
    .update(newsletterSubscribers)
    .set(action === "confirm" ? { confirmedAt: now, unsubscribedAt: null } : { unsubscribedAt: now })
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
