/**
 * The form on the request page with which the owner writes to the team: a text (its photos are files,
 * read apart and checked like an update's). Control characters other than line breaks are dropped, and
 * line breaks kept as LF.
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { withoutControlCharacters } from "./leads.ts";

export const MESSAGE_MAX_CHARS = 2000;

export const requestMessageSchema = z.object({
  // A browser posts a textarea's line breaks as CRLF: kept as LF.
  text: z.string().overwrite((value) => withoutControlCharacters(value.replace(/\r\n?/g, "\n"))).trim().min(1).max(MESSAGE_MAX_CHARS),
});
export type RequestMessageForm = z.output<typeof requestMessageSchema>;

/** What the message form shows after a post: sent, or the refusal with the text typed (so the form keeps it). */
export type MessageResult = { ok: true } | { ok: false; error: MessageKey; text?: string };
