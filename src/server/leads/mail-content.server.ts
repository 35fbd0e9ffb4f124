/**
 * Texts of the mails a lead produces, written to the outbox in the lead's transaction. Customer
 * mails use the lead's language; the sales notification is in English and lists every field.
 *
 * The customer's address is typed by whoever sent the form, so an acknowledgement could carry a
 * stranger's text to anyone: only a lead that passed the bot check is quoted back, each value on
 * one line (no text of one's own laid out as a mail); an unverified one gets an acknowledgement
 * with nothing the sender typed. The checklist for a destination of the site is made of our own texts
 * (the option's label, the rule's step titles) and validated dates only, so every acknowledgement may carry it.
 */
import { formatLongDate } from "../../i18n/format.ts";
import { translator } from "../../i18n/messages/index.ts";
import type { Lang } from "../../i18n/languages.ts";
import { recommendCrate } from "../../lib/crate.ts";
import type { DestinationOption } from "../../lib/destination-options.ts";
import { datedSteps } from "../../lib/planner/checklist.ts";
import type { Plan } from "../../lib/planner/plan.ts";
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

/** A lead's route as the site knows it: the destination option its text names, and the plan for its date. */
export interface LeadChecklist {
  destination: DestinationOption;
  plan: Plan;
}

/**
 * The dated checklist of an acknowledgement, ending in a blank line, or nothing: every open step with its
 * latest date (or its window), the earliest possible date when the travel date is too early, and the
 * reminder that the rules are confirmed per route.
 */
export function checklistText(checklist: LeadChecklist | undefined, lang: Lang): string {
  if (!checklist) return "";
  const t = translator(lang);
  const { destination, plan } = checklist;
  const date = (value: string) => formatLongDate(value, lang);
  const lines = [
    t("mail.checklist", { destination: destination.label[lang], date: date(plan.travelDate) }),
    ...datedSteps(plan).map((step) =>
      step.earliest
        ? `- ${t("quote.planWindow", { title: step.title, from: date(step.earliest), to: date(step.latest) })}`
        : `- ${t("quote.planStep", { title: step.title, date: date(step.latest) })}`,
    ),
    ...(plan.travelDate < plan.earliestTravelDate ? ["", t("quote.planTooEarly", { city: destination.city[lang], date: date(plan.earliestTravelDate) })] : []),
    "",
    t("quote.planConfirm"),
  ];
  return `${lines.join("\n")}\n\n`;
}

export function inquiryMails(inquiry: QuoteInquiry, lang: Lang, salesEmail: string, verification: Verification, checklist?: LeadChecklist): MailDraft[] {
  const t = translator(lang);
  const checklistBlock = checklistText(checklist, lang);
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
    ...(checklist ? [`Destination of the site: ${checklist.destination.slug} · earliest travel date by its entry rules: ${checklist.plan.earliestTravelDate}`] : []),
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
              checklist: checklistBlock,
            })
          : t("mail.quoteAckBodyUnverified", { checklist: checklistBlock }),
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
