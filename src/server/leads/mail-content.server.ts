/**
 * Texts of the mails a lead produces, written to the outbox in the lead's transaction. Customer
 * mails use the lead's language; the sales notification is in English and lists every field.
 *
 * The customer's address is typed by whoever sent the form, so an acknowledgement could carry a
 * stranger's text to anyone: only a lead that passed the bot check is quoted back, each value on
 * one line (no text of one's own laid out as a mail); an unverified one gets an acknowledgement
 * with nothing the sender typed.
 */
import { translator } from "../../i18n/messages/index.ts";
import type { Lang } from "../../i18n/languages.ts";
import { recommendCrate } from "../../lib/crate.ts";
import type { ContactMessage, Pet, QuoteInquiry } from "../../lib/schemas/leads.ts";

/** Mails to the address a visitor typed; at most one of each kind per address and day. */
export const customerMailKinds = ["customer_inquiry", "customer_contact", "newsletter_confirm"] as const;

export interface MailDraft {
  kind: "sales_inquiry" | "sales_contact" | (typeof customerMailKinds)[number];
  recipient: string;
  subject: string;
  textBody: string;
}

/** Header values never carry line breaks (no header injection through names or subjects). */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

const en = translator("en");

function petLines(pet: Pet, label: string): string[] {
  const { length, width, height } = pet.dimensions ?? {};
  const crate = recommendCrate({ length, width, height, weight: pet.weight }, pet.isSnubNose);
  const lines = [
    `${label}: ${pet.petType}${pet.breed ? `, ${pet.breed}` : ""}, ${pet.weight} kg${pet.isSnubNose ? ", snub-nosed" : ""}`,
    `  Measurements (L × W × H): ${[length, width, height].map((v) => (v ? `${v}` : "–")).join(" × ")} cm`,
  ];
  if (crate) {
    lines.push(`  ${en("quote.crateMinimum", { ...crate.minimum })}`);
    lines.push(
      crate.crate
        ? `  ${en("quote.crateSeries", { series: crate.crate.series, ...crate.crate.external })}`
        : `  ${en("quote.crateCustom")}`,
    );
    if (crate.chargeableKg) lines.push(`  Chargeable weight: ${crate.chargeableKg} kg`);
  }
  return lines;
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

type Verification = "verified" | "unverified";

export function inquiryMails(inquiry: QuoteInquiry, lang: Lang, salesEmail: string, verification: Verification): MailDraft[] {
  const t = translator(lang);
  const sales = [
    `New quote request (${lang.toUpperCase()}, ${verification})`,
    "",
    ...petLines(inquiry, "Pet 1"),
    ...inquiry.additionalPets.flatMap((pet, index) => petLines(pet, `Pet ${index + 2}`)),
    ...(inquiry.additionalPetsNotes ? [`About the additional pets: ${inquiry.additionalPetsNotes}`] : []),
    "",
    `From: ${inquiry.departureAddress}`,
    `To: ${inquiry.destinationAddress}`,
    `Travel date: ${inquiry.travelDate}`,
    `Pickup: ${yesNo(inquiry.needPickup)} · Delivery: ${yesNo(inquiry.needDelivery)} · Own crate: ${yesNo(inquiry.hasOwnCrate)}${inquiry.crateImage ? " (photo attached)" : ""}`,
    ...(inquiry.additionalNotes ? ["", `Notes: ${inquiry.additionalNotes}`] : []),
    "",
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Phone: ${inquiry.phone}`,
  ].join("\n");
  return [
    {
      kind: "sales_inquiry",
      recipient: salesEmail,
      subject: oneLine(`Quote request: ${inquiry.name} – ${inquiry.departureAddress} → ${inquiry.destinationAddress}`),
      textBody: sales,
    },
    {
      kind: "customer_inquiry",
      recipient: inquiry.email,
      subject: t("mail.quoteAckSubject"),
      textBody:
        verification === "verified"
          ? t("mail.quoteAckBody", {
              name: oneLine(inquiry.name),
              pet: t(`mail.pet.${inquiry.petType}`),
              from: oneLine(inquiry.departureAddress),
              to: oneLine(inquiry.destinationAddress),
              date: inquiry.travelDate,
            })
          : t("mail.quoteAckBodyUnverified"),
    },
  ];
}

export function contactMails(message: ContactMessage, lang: Lang, salesEmail: string, verification: Verification): MailDraft[] {
  const t = translator(lang);
  return [
    {
      kind: "sales_contact",
      recipient: salesEmail,
      subject: oneLine(`Contact message: ${message.subject} – ${message.name}`),
      textBody: [`New contact message (${lang.toUpperCase()}, ${verification})`, "", `Name: ${message.name}`, `Email: ${message.email}`, `Subject: ${message.subject}`, "", message.message].join("\n"),
    },
    {
      kind: "customer_contact",
      recipient: message.email,
      subject: t("mail.contactAckSubject"),
      textBody:
        verification === "verified"
          ? t("mail.contactAckBody", { name: oneLine(message.name), subject: oneLine(message.subject) })
          : t("mail.contactAckBodyUnverified"),
    },
  ];
}
