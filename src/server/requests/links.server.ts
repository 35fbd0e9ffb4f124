/**
 * The private links to a quote request's page. A link holds 160 random bits; the database keeps
 * only their SHA-256, so neither a copy of the database nor a log line opens a request. Staff
 * revoke every link of a request at once; links go with their request (retention, erasure).
 *
 * A wrong token and a revoked one cost the same: one indexed lookup of the hash that finds no live
 * link (a revoked link is filtered in the same query), then the same not-found answer.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Lang } from "../../i18n/languages.ts";
import { hrefOf } from "../../route-table.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase, transaction, type Database, type Transaction } from "../db/client.server.ts";
import { leadEvents, quoteInquiries, requestLinks } from "../db/schema.ts";

/**
 * A token as links carry it: 20 random bytes in lower-case base32 (RFC 4648's alphabet), 32
 * characters. Lower case because the site's paths are (another spelling is redirected to it), and
 * read aloud or typed it cannot be mistaken for another.
 */
export const requestTokenSchema = z.string().regex(/^[a-z2-7]{32}$/);

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

export function newRequestToken(): string {
  let bits = 0n;
  for (const byte of randomBytes(20)) bits = (bits << 8n) | BigInt(byte);
  let token = "";
  for (let i = 0; i < 32; i++, bits >>= 5n) token = BASE32[Number(bits & 31n)] + token;
  return token;
}

/** The address of a request's page in a language, with the site's origin (for mails). */
export const requestUrl = (lang: Lang, token: string) => `${getConfig().SITE_URL}${hrefOf("request", lang, { token })}`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a new link (its hash) to a request, in the caller's transaction or on its own. */
export async function addRequestLink(db: Database | Transaction, inquiryId: string, token: string): Promise<void> {
  await db.insert(requestLinks).values({ tokenHash: hashOf(token), inquiryId });
}

/** The request a live link leads to, or undefined for any other text. */
export async function inquiryOfToken(token: unknown): Promise<string | undefined> {
  // A text that cannot be a token (its shape is no secret) opens nothing and costs no lookup.
  const parsed = requestTokenSchema.safeParse(token);
  if (!parsed.success) return undefined;
  const { db } = await getDatabase();
  const [link] = await db
    .select({ inquiryId: requestLinks.inquiryId })
    .from(requestLinks)
    .where(and(eq(requestLinks.tokenHash, hashOf(parsed.data)), isNull(requestLinks.revokedAt)));
  return link?.inquiryId;
}

/**
 * Staff withdraw every link of a request: revoked, and recorded in its history (who, when). Returns
 * how many were live, or undefined when there is no such request. The request's row is locked, so a
 * replayed submission (`linkForReplay`) comes wholly before or wholly after.
 */
export async function withdrawRequestLinks(inquiryId: string, userId: number): Promise<number | undefined> {
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    const [lead] = await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("update");
    if (!lead) return undefined;
    const revoked = await tx
      .update(requestLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(requestLinks.inquiryId, inquiryId), isNull(requestLinks.revokedAt)))
      .returning({ tokenHash: requestLinks.tokenHash });
    await tx.insert(leadEvents).values({ leadKind: "quote", leadId: inquiryId, userId, action: "links_withdrawn" });
    return revoked.length;
  });
}

/**
 * A new link for the sender of a submission asked again under its idempotency key (the first answer
 * never arrived), or undefined once staff withdrew the request's links: whoever holds the key, at
 * any time, from anywhere, never reopens a withdrawn request (staff send a new link with an update).
 */
export async function linkForReplay(inquiryId: string): Promise<string | undefined> {
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("share");
    const withdrawn = await tx.$count(leadEvents, and(eq(leadEvents.leadKind, "quote"), eq(leadEvents.leadId, inquiryId), eq(leadEvents.action, "links_withdrawn")));
    if (withdrawn > 0) return undefined;
    const token = newRequestToken();
    await addRequestLink(tx, inquiryId, token);
    return token;
  });
}

/** How many live links a request has (for its page in the inbox). */
export async function liveRequestLinks(inquiryId: string): Promise<number> {
  const { db } = await getDatabase();
  return db.$count(requestLinks, and(eq(requestLinks.inquiryId, inquiryId), isNull(requestLinks.revokedAt)));
}
