/**
 * Every mail template with sample leads (mocks/mail-data.ts), as the services fill them in: for the
 * stories, which show both parts for review, and for the test that renders every one.
 */
import type { ReactElement } from "react";
import { digestLeads, mailChecklist, mailContact, mailEstimate, mailInquiry, previewSite } from "../../../mocks/mail-data.ts";
import type { Lang } from "../../i18n/languages.ts";
import { ContactAcknowledgement, NewsletterConfirmation, QuoteAcknowledgement, RequestUpdate, StepReminder } from "./CustomerMails.tsx";
import { DailyDigest, SalesContact, SalesOwnerMessage, SalesQuote } from "./StaffMails.tsx";

export interface PreviewOptions {
  lang: Lang;
  /** One pet, or three. */
  pets?: 1 | 3;
  photo?: boolean;
  /** Whether the lead passed the bot check (only then is the sender quoted back). */
  verified?: boolean;
  /** The logo's source; the sent mails use the inline attachment. */
  logoSrc?: string;
}

const sampleReference = "ARC-7K4M2Q";
const requestLink = (lang: Lang) => `${previewSite}${lang === "de" ? "/anfragen" : "/requests"}/samplelinktokenabcdefghijklmnopq`;
const inbox = (kind: string) => `${previewSite}/admin/leads/${kind}/00000000-0000-4000-8000-000000000001`;

export const mailPreviews = {
  quoteAcknowledgement: ({ lang, pets = 1, verified = true, logoSrc }: PreviewOptions) => {
    const inquiry = mailInquiry({ lang, pets });
    const request = verified ? { ...inquiry, pets: [inquiry, ...inquiry.additionalPets] } : undefined;
    return <QuoteAcknowledgement lang={lang} logoSrc={logoSrc} request={request} checklist={mailChecklist(lang)} estimate={verified ? mailEstimate(lang, inquiry) : undefined} reference={sampleReference} requestUrl={verified ? requestLink(lang) : undefined} />;
  },
  requestUpdate: ({ lang, photo = true, logoSrc }: PreviewOptions) => (
    <RequestUpdate
      lang={lang}
      logoSrc={logoSrc}
      name={mailInquiry({ lang }).name}
      reference={sampleReference}
      stage="documents_checked"
      text={lang === "de" ? "Das Gesundheitszeugnis ist vom Amtstierarzt bestätigt.\nAls Nächstes buchen wir den Flug." : "The health certificate has been endorsed by the official vet.\nNext, we book the flight."}
      photoCount={photo ? 2 : 0}
      requestUrl={requestLink(lang)}
    />
  ),
  stepReminder: ({ lang, logoSrc }: PreviewOptions) => (
    <StepReminder
      lang={lang}
      logoSrc={logoSrc}
      name={mailInquiry({ lang }).name}
      reference={sampleReference}
      step={lang === "de" ? "Tollwut-Antikörpertest (Blutentnahme)" : "Rabies antibody test (blood sample)"}
      deadline="2027-01-24"
      days={14}
      requestUrl={requestLink(lang)}
    />
  ),
  contactAcknowledgement: ({ lang, verified = true, logoSrc }: PreviewOptions) => {
    const message = mailContact();
    return <ContactAcknowledgement lang={lang} logoSrc={logoSrc} quoted={verified ? { name: message.name, subject: message.subject } : undefined} />;
  },
  newsletterConfirmation: ({ lang, logoSrc }: PreviewOptions) => (
    <NewsletterConfirmation lang={lang} logoSrc={logoSrc} confirmUrl={`${previewSite}/newsletter/confirm?token=sample-token-123456789`} unsubscribeUrl={`${previewSite}/newsletter/unsubscribe?token=sample-token-123456789`} />
  ),
  salesQuote: ({ lang, pets = 1, photo = false, verified = true, logoSrc }: PreviewOptions) => (
    <SalesQuote lang={lang} logoSrc={logoSrc} inquiry={mailInquiry({ lang, pets, photo })} photo={photo} verification={verified ? "verified" : "unverified"} checklist={mailChecklist(lang)} estimate={mailEstimate(lang, mailInquiry({ lang, pets, photo }))} inboxUrl={inbox("quote")} />
  ),
  salesContact: ({ lang, verified = true, logoSrc }: PreviewOptions) => (
    <SalesContact lang={lang} logoSrc={logoSrc} message={mailContact()} verification={verified ? "verified" : "unverified"} inboxUrl={inbox("contact")} />
  ),
  salesOwnerMessage: ({ lang, photo = true, logoSrc }: PreviewOptions) => (
    <SalesOwnerMessage
      lang={lang}
      logoSrc={logoSrc}
      name={mailInquiry({ lang }).name}
      email={mailInquiry({ lang }).email}
      reference={sampleReference}
      text={lang === "de" ? "Die zweite Impfung war heute, die Bescheinigung lade ich hoch.\nPasst der 23. Juli noch?" : "The second vaccination was today; I am sending the certificate.\nIs 23 July still possible?"}
      photoCount={photo ? 1 : 0}
      inboxUrl={inbox("quote")}
    />
  ),
  dailyDigest: ({ lang, logoSrc }: PreviewOptions) => (
    <DailyDigest
      lang={lang}
      logoSrc={logoSrc}
      date="2026-11-22"
      leads={digestLeads}
      subscribers={3}
      inboxUrl={`${previewSite}/admin`}
      overdue={[{ reference: sampleReference, step: lang === "de" ? "Zweite Tollwutimpfung" : "Second rabies vaccination", deadline: "2026-11-20", url: inbox("quote") }]}
    />
  ),
} satisfies Record<string, (options: PreviewOptions) => ReactElement>;

export type MailName = keyof typeof mailPreviews;
