/**
 * The fields each lead form may post: its payload schema's fields and the honeypot. The server reads
 * a posted form through them, and a deferred form reads what was typed before its code arrived the
 * same way.
 */
import { fieldTree, formToPayload } from "./form-payload.ts";
import { contactMessageSchema, HONEYPOT_FIELD, quoteInquirySchema } from "./schemas/leads.ts";

const honeypot = { [HONEYPOT_FIELD]: { kind: "text" } } as const;

const leadFormFields = {
  quote: fieldTree(quoteInquirySchema, honeypot),
  contact: fieldTree(contactMessageSchema, honeypot),
};

export type LeadFormKind = keyof typeof leadFormFields;

/** The payload a filled lead form holds (only the fields of its schema). */
export function leadFormPayload(form: FormData, kind: LeadFormKind): Record<string, unknown> {
  return formToPayload(form, leadFormFields[kind]);
}
