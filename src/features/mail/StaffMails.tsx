/**
 * Mails to the sales team (every address of SALES_EMAIL): a notification per lead with every field
 * and a link to the lead in the inbox, and the daily digest of yesterday's leads. They go to staff
 * only, so they show everything the sender typed (React escapes it; nothing of it becomes markup).
 */
import { findCountry } from "../../i18n/countries.ts";
import { formatLongDate } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import type { AnyLeadStatus } from "../../lib/lead-status.ts";
import { officeMinute } from "../../lib/office-day.ts";
import type { ContactMessage, QuoteInquiry } from "../../lib/schemas/leads.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";
import { ChecklistSection, EstimateSection, PetSections, type LeadChecklist } from "./LeadParts.tsx";
import { mailStyles } from "./mail-styles.ts";
import { ButtonLink, Facts, H2, Lines, MailLayout, P, type Fact, type MailFrame } from "./MailLayout.tsx";

export type Verification = "verified" | "unverified";

/** Who sent it: the rows both sales notifications start with. */
function senderRows(lang: Lang, lead: { name: string; email: string; phone?: string }, verification: Verification): Fact[] {
  const t = translator(lang);
  return [
    [t("mail.field.name"), lead.name],
    [t("mail.field.email"), lead.email],
    ...(lead.phone ? [[t("mail.field.phone"), lead.phone] as Fact] : []),
    [t("mail.field.language"), t(`mail.language.${lang}`)],
    [t("mail.field.verification"), t(`staff.verification.${verification}`)],
  ];
}

/** `inquiry` without its photo (attached to the sent mail, never kept in the outbox); `photo` says whether there is one. */
export function SalesQuote({ lang, logoSrc, inquiry, photo, verification, checklist, estimate, inboxUrl }: MailFrame & { inquiry: Omit<QuoteInquiry, "crateImage" | "recaptchaToken">; photo: boolean; verification: Verification; checklist?: LeadChecklist; estimate?: PricedEstimate; inboxUrl: string }) {
  const t = translator(lang);
  const yesNo = (value: boolean) => t(value ? "mail.yes" : "mail.no");
  const request: Fact[] = [
    [t("mail.field.route"), t("mail.field.routeValue", { from: inquiry.departureAddress, to: inquiry.destinationAddress })],
    [t("mail.field.travelDate"), formatLongDate(inquiry.travelDate, lang)],
    ...(checklist
      ? [[t("mail.field.siteDestination"), t("mail.field.siteDestinationValue", { destination: checklist.destination.label[lang], date: formatLongDate(checklist.plan.earliestTravelDate, lang) })] as Fact]
      : []),
    [t("mail.field.pickup"), yesNo(inquiry.needPickup)],
    [t("mail.field.delivery"), yesNo(inquiry.needDelivery)],
    [t("mail.field.ownCrate"), yesNo(inquiry.hasOwnCrate)],
    ...(photo ? [[t("mail.field.photo"), t("mail.field.photoAttached")] as Fact] : []),
    ...(inquiry.additionalNotes ? [[t("mail.field.notes"), <Lines key="notes" text={inquiry.additionalNotes} />] as Fact] : []),
    ...(inquiry.additionalPetsNotes ? [[t("mail.field.additionalPetsNotes"), <Lines key="pets" text={inquiry.additionalPetsNotes} />] as Fact] : []),
  ];
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.salesQuote.subject", { name: inquiry.name, from: inquiry.departureAddress, to: inquiry.destinationAddress })} heading={t("mail.salesQuote.heading")}>
      <ButtonLink href={inboxUrl}>{t("mail.sales.open")}</ButtonLink>
      <H2>{t("mail.sales.customer")}</H2>
      <Facts rows={senderRows(lang, inquiry, verification)} />
      <H2>{t("mail.sales.request")}</H2>
      <Facts rows={request} />
      <PetSections pets={[inquiry, ...inquiry.additionalPets]} lang={lang} />
      {estimate ? <EstimateSection estimate={estimate} lang={lang} withVersion /> : null}
      {checklist ? <ChecklistSection checklist={checklist} lang={lang} /> : null}
    </MailLayout>
  );
}

export function SalesContact({ lang, logoSrc, message, verification, inboxUrl }: MailFrame & { message: Omit<ContactMessage, "recaptchaToken">; verification: Verification; inboxUrl: string }) {
  const t = translator(lang);
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.salesContact.subject", { subject: message.subject, name: message.name })} heading={t("mail.salesContact.heading")}>
      <ButtonLink href={inboxUrl}>{t("mail.sales.open")}</ButtonLink>
      <H2>{t("mail.sales.customer")}</H2>
      <Facts rows={[...senderRows(lang, message, verification), [t("mail.field.subject"), message.subject]]} />
      <H2>{t("mail.sales.message")}</H2>
      <Lines text={message.message} />
    </MailLayout>
  );
}

/**
 * A message an owner wrote on their request page: who, which request, the text, how many photos (they
 * are on the lead page). Never the private link: the team answers with an update from the lead page.
 */
export function SalesOwnerMessage({ lang, logoSrc, name, email, reference, text, photoCount, inboxUrl }: MailFrame & { name: string; email: string; reference: string; text: string; photoCount: number; inboxUrl: string }) {
  const t = translator(lang);
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.salesMessage.subject", { name, reference })} heading={t("mail.salesMessage.heading", { reference })}>
      <ButtonLink href={inboxUrl}>{t("mail.sales.open")}</ButtonLink>
      <H2>{t("mail.sales.customer")}</H2>
      <Facts rows={[[t("mail.field.name"), name], [t("mail.field.email"), email], [t("mail.field.language"), t(`mail.language.${lang}`)]]} />
      <H2>{t("mail.sales.message")}</H2>
      <Lines text={text} />
      {photoCount ? <P>{t("mail.salesMessage.photos", { count: photoCount })}</P> : null}
      <P>{t("mail.salesMessage.answer")}</P>
    </MailLayout>
  );
}

/** A time of the digest's day, on the office's clock like every time staff read: `08:04`. */
const officeTime = (value: string) => officeMinute(new Date(value));

/** A lead of the digest: what it is and where it stands, and the link to it; no name or address of anyone. */
export interface DigestLead {
  kind: "quote" | "contact";
  receivedAt: string;
  status: AnyLeadStatus;
  /** Country key of a quote's destination when it is one of the site's. */
  country: string | null;
  url: string;
}

/** A step of a request's checklist past its deadline and not recorded done: the request's reference, no name. */
export interface OverdueStep {
  reference: string;
  step: string;
  deadline: string;
  url: string;
}

export function DailyDigest({ lang, logoSrc, date, leads, subscribers, inboxUrl, overdue = [] }: MailFrame & { date: string; leads: DigestLead[]; subscribers: number; inboxUrl: string; overdue?: OverdueStep[] }) {
  const t = translator(lang);
  const day = formatLongDate(date, lang);
  const count = (kind: DigestLead["kind"]) => leads.filter((lead) => lead.kind === kind).length;
  const cell = { ...mailStyles.factValue, paddingRight: "8px" };
  const head = { ...mailStyles.factLabel, width: "auto" };
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.digest.subject", { date: day, count: leads.length })} heading={t("mail.digest.heading", { date: day })}>
      <P>{t("mail.digest.intro", { quotes: count("quote"), contacts: count("contact"), subscribers })}</P>
      {leads.length === 0 ? (
        <P>{t("mail.digest.none")}</P>
      ) : (
        <table style={mailStyles.facts} data-text-format="dataTable" cellPadding={0} cellSpacing={0}>
          <thead>
            <tr>
              <th scope="col" style={head}>{t("mail.field.received")}</th>
              <th scope="col" style={head}>{t("mail.field.kind")}</th>
              <th scope="col" style={head}>{t("mail.field.destination")}</th>
              <th scope="col" style={head}>{t("mail.field.status")}</th>
              <th scope="col" style={head}>{t("mail.field.inbox")}</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.url}>
                <td style={cell}>{officeTime(lead.receivedAt)}</td>
                <td style={cell}>{t(`mail.kind.${lead.kind}`)}</td>
                <td style={cell}>{lead.kind === "contact" ? t("staff.notAvailable") : lead.country ? (findCountry(lead.country)?.name[lang] ?? lead.country) : t("mail.digest.otherPlace")}</td>
                <td style={cell}>{t(`staff.status.${lead.status}`)}</td>
                <td style={cell}><a href={lead.url} style={mailStyles.link}>{t("mail.digest.open")}</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {overdue.length ? (
        <>
          <H2>{t("mail.digest.overdueTitle")}</H2>
          <P>{t("mail.digest.overdueIntro")}</P>
          <table style={mailStyles.facts} data-text-format="dataTable" cellPadding={0} cellSpacing={0}>
            <thead>
              <tr>
                <th scope="col" style={head}>{t("mail.field.reference")}</th>
                <th scope="col" style={head}>{t("mail.field.step")}</th>
                <th scope="col" style={head}>{t("mail.field.deadline")}</th>
                <th scope="col" style={head}>{t("mail.field.inbox")}</th>
              </tr>
            </thead>
            <tbody>
              {overdue.map((each) => (
                <tr key={`${each.url}:${each.step}`}>
                  <td style={cell}>{each.reference}</td>
                  <td style={cell}>{each.step}</td>
                  <td style={cell}>{formatLongDate(each.deadline, lang)}</td>
                  <td style={cell}><a href={each.url} style={mailStyles.link}>{t("mail.digest.open")}</a></td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <ButtonLink href={inboxUrl}>{t("mail.digest.openInbox")}</ButtonLink>
    </MailLayout>
  );
}
