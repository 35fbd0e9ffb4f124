/**
 * The fields each lead form may post: its payload schema's fields and the honeypot. The server reads
 * a posted form through them, and a deferred form reads what was typed before its code arrived the
 * same way. The quote form's crate photo is a file, never text: the server reads it apart (as a data
 * URL), and text posted under its name is no photo (shown again, it was once an image's address).
 */
import { fieldTree, formToPayload, withoutFields } from "./form-payload.ts";
import { contactMessageSchema, HONEYPOT_FIELD, quoteInquirySchema } from "./schemas/leads.ts";

const honeypot = { [HONEYPOT_FIELD]: { kind: "text" } } as const;

const leadFormFields = {
  quote: withoutFields(fieldTree(quoteInquirySchema, honeypot), ["crateImage"]),
  contact: fieldTree(contactMessageSchema, honeypot),
};

export type LeadFormKind = keyof typeof leadFormFields;

/** The payload a filled lead form holds (only the fields of its schema). */
export function leadFormPayload(form: FormData, kind: LeadFormKind): Record<string, unknown> {
  return formToPayload(form, leadFormFields[kind]);
}
