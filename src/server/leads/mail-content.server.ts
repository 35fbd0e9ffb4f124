/**
 * The mails a lead produces, written to the outbox in the lead's transaction as a React Email
 * template with its props (src/features/mail/; the outbox worker renders the HTML and plain-text
 * parts when it sends them), all in the lead's language.
 * The sales notification goes to every address of SALES_EMAIL, lists every field and links to the
 * lead in the inbox.
 *
 * The customer's address is typed by whoever sent the form, so an acknowledgement could carry a
 * stranger's text to anyone: only a lead that passed the bot check is quoted back (its name, route,
 * date and pets; its subject for a contact message); an unverified one gets an acknowledgement with
 * nothing the sender typed. With the bot check configured, an unverified lead mails no one at all
 * (submit.server.ts, `sendsMail`). The checklist for a destination of the site is made of our own texts
 * (the option's label, the rule's step titles) and validated dates only, so every acknowledgement may carry it.
 */
import type { LeadChecklist } from "../../features/mail/LeadParts.tsx";
import type { Verification } from "../../features/mail/StaffMails.tsx";
import { mailTemplate, type MailTemplate } from "../../features/mail/templates.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { petSchema, type ContactMessage, type Pet, type QuoteInquiry } from "../../lib/schemas/leads.ts";
import { pathOf } from "../../route-table.ts";

/** Mails to the address a visitor typed; at most one of them, of any kind, per mailbox and day. */
export const customerMailKinds = ["customer_inquiry", "customer_contact", "newsletter_confirm"] as const;

export interface MailDraft {
  /** `request_update`: the team's news to a request's owner (sent whatever else that address got that day). */
  kind: "sales_inquiry" | "sales_contact" | "digest" | "request_update" | (typeof customerMailKinds)[number];
  recipient: string;
  subject: string;
  template: MailTemplate;
}

/** Header values never carry line breaks (no header injection through names or subjects). */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** Where a lead is sent: its language, the sales addresses, the site's origin, and its id (for the inbox link). */
export interface LeadMailContext {
  id: string;
  lang: Lang;
  salesEmails: readonly string[];
  siteUrl: string;
  verification: Verification;
  /** The lead's reference, once stored. */
  reference?: string;
  /** The private request page, for a sender the bot check confirmed. */
  requestUrl?: string;
  /** The price estimate the sender was shown (quote requests). */
  estimate?: PricedEstimate;
}

const inboxUrl = (ctx: LeadMailContext, kind: "quote" | "contact") => `${ctx.siteUrl}${pathOf("staffLead", "en", { kind, id: ctx.id })}`;

/** One mail per sales address, each its own outbox row (delivered and retried on its own). */
function toSales(ctx: LeadMailContext, kind: "sales_inquiry" | "sales_contact", subject: string, template: MailTemplate): MailDraft[] {
  return ctx.salesEmails.map((recipient) => ({ kind, recipient, subject: oneLine(subject), template }));
}

/** A pet's own fields: the first pet is the request itself, whose other fields (its photo among them) a pet list must not carry. */
const petOf = (pet: Pet) => Object.fromEntries(Object.keys(petSchema.shape).map((key) => [key, pet[key as keyof Pet]])) as Pet;

export function inquiryMails(inquiry: QuoteInquiry, ctx: LeadMailContext, checklist?: LeadChecklist): MailDraft[] {
  const t = translator(ctx.lang);
  const { lang, verification } = ctx;
  const quoted =
    verification === "verified"
      ? { name: oneLine(inquiry.name), departureAddress: oneLine(inquiry.departureAddress), destinationAddress: oneLine(inquiry.destinationAddress), travelDate: inquiry.travelDate, pets: [inquiry, ...inquiry.additionalPets].map(petOf) }
      : undefined;
  // The photo goes as an attachment read from the lead when the mail is sent, never into the outbox;
  // the bot-check token is no part of any mail.
  const { crateImage, recaptchaToken: _token, ...fields } = inquiry;
  const sales = mailTemplate("salesQuote", { lang, inquiry: fields, photo: Boolean(crateImage), verification, checklist, estimate: ctx.estimate, inboxUrl: inboxUrl(ctx, "quote") });
  return [
    ...toSales(ctx, "sales_inquiry", t("mail.salesQuote.subject", { name: inquiry.name, from: inquiry.departureAddress, to: inquiry.destinationAddress }), sales),
    { kind: "customer_inquiry", recipient: inquiry.email, subject: t("mail.quoteAckSubject"), template: mailTemplate("quoteAcknowledgement", { lang, request: quoted, checklist, estimate: quoted ? ctx.estimate : undefined, reference: ctx.reference, requestUrl: verification === "verified" ? ctx.requestUrl : undefined }) },
  ];
}

const withoutToken = ({ recaptchaToken: _token, ...fields }: ContactMessage) => fields;

export function contactMails(message: ContactMessage, ctx: LeadMailContext): MailDraft[] {
  const t = translator(ctx.lang);
  const { lang, verification } = ctx;
  const quoted = verification === "verified" ? { name: oneLine(message.name), subject: oneLine(message.subject) } : undefined;
  return [
    ...toSales(ctx, "sales_contact", t("mail.salesContact.subject", { subject: message.subject, name: message.name }), mailTemplate("salesContact", { lang, message: withoutToken(message), verification, inboxUrl: inboxUrl(ctx, "contact") })),
    { kind: "customer_contact", recipient: message.email, subject: t("mail.contactAckSubject"), template: mailTemplate("contactAcknowledgement", { lang, quoted }) },
  ];
}
