/**
 * The papers an owner hands the team for a step of the checklist (a photo or scan as JPEG or PNG, or a
 * PDF), and the team's verdict on each: accepted, or "please send again" with a reason the owner reads
 * in their language (a fixed list, so it is always in both).
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/messages/index.ts";

/** Largest document: a phone photo of a certificate, or a scanned PDF of a few pages. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Documents one step may hold: a certificate's pages, or a new one after "please send again". */
export const MAX_DOCUMENTS_PER_STEP = 3;

export const documentStatuses = ["pending", "accepted", "again"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
/** Why the team asks for a document again. */
export const againReasons = ["unreadable", "wrongDocument", "incomplete", "expired"] as const;
export type AgainReason = (typeof againReasons)[number];

/** The form with which staff give their verdict on a document. */
export const documentReviewSchema = z
  .object({
    intent: z.literal("documentReview"),
    documentId: z.uuid(),
    verdict: z.enum(["accepted", "again"]),
    reason: z.enum(againReasons).optional(),
  })
  .refine((form) => form.verdict === "accepted" || form.reason !== undefined, { path: ["reason"] });
export type DocumentReview = z.output<typeof documentReviewSchema>;

/** A document as the pages list it: what it is, its preview's size, and the team's verdict. */
export interface RequestDocument {
  id: string;
  stepId: string;
  /** ISO time it was uploaded. */
  at: string;
  kind: "image" | "pdf";
  width: number;
  height: number;
  status: DocumentStatus;
  reason: AgainReason | null;
}

/** What the upload form beside a step shows after a post. */
export type DocumentResult = { ok: true; stepId: string } | { ok: false; stepId?: string; error: MessageKey };
