/**
 * Mails to the address a visitor typed: the acknowledgements of a quote request and of a contact
 * message, and the newsletter confirmation.
 *
 * That address may be a stranger's, so an acknowledgement could carry someone's text to anyone: a
 * template quotes the sender (`request`, `quoted`) only when it is given, and the caller gives it
 * only for a lead that passed the bot check (src/server/leads/mail-content.server.ts). What every
 * acknowledgement may carry is our own: the checklist of a destination of the site, what happens
 * next, how to reach us.
 */
import { formatLongDate } from "../../i18n/format.ts";
import { translator } from "../../i18n/messages/index.ts";
import { companyFacts } from "../../lib/company.ts";
import type { JourneyStage } from "../../lib/lead-status.ts";
import type { Pet } from "../../lib/schemas/leads.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";
import { ChecklistSection, EstimateSection, PetSections, type LeadChecklist } from "./LeadParts.tsx";
import { ButtonLink, CustomerFooter, Facts, H2, Lines, MailLayout, P, SignOff, Small, type MailFrame } from "./MailLayout.tsx";

/** What a verified sender asked for, quoted back to them. */
export interface QuotedRequest {
  name: string;
  departureAddress: string;
  destinationAddress: string;
  travelDate: string;
  pets: Pet[];
}

/**
 * `reference` is ours, so every acknowledgement carries it; `requestUrl` (the private request page)
 * only an acknowledgement of a verified sender, as it opens what the sender typed.
 */
export function QuoteAcknowledgement({ lang, logoSrc, request, checklist, estimate, reference, requestUrl }: MailFrame & { request?: QuotedRequest; checklist?: LeadChecklist; estimate?: PricedEstimate; reference?: string; requestUrl?: string }) {
  const t = translator(lang);
  const company = companyFacts();
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.quoteAck.preview")} heading={t("mail.quoteAck.heading")} footer={<CustomerFooter lang={lang} />}>
      <P>{request ? t("mail.greeting", { name: request.name }) : t("mail.greetingAnonymous")}</P>
      <P>{t("mail.quoteAck.intro")}</P>
      {reference ? <P>{t(company.phone ? "mail.reference" : "mail.referenceWrite", { reference })}</P> : null}
      {requestUrl ? (
        <>
          <ButtonLink href={requestUrl}>{t("mail.quoteAck.follow")}</ButtonLink>
          <Small>{t("mail.quoteAck.followText")}</Small>
        </>
      ) : null}
      {request ? (
        <>
          <H2>{t("mail.quoteAck.summary")}</H2>
          <Facts
            rows={[
              [t("mail.field.route"), t("mail.field.routeValue", { from: request.departureAddress, to: request.destinationAddress })],
              [t("mail.field.travelDate"), formatLongDate(request.travelDate, lang)],
            ]}
          />
          <PetSections pets={request.pets} lang={lang} />
          {estimate ? <EstimateSection estimate={estimate} lang={lang} /> : null}
        </>
      ) : null}
      {checklist ? <ChecklistSection checklist={checklist} lang={lang} /> : null}
      <H2>{t("mail.nextTitle")}</H2>
      <P>{t("mail.changes")}</P>
      {request ? null : <Small>{t("mail.quoteAck.notYou")}</Small>}
      <SignOff lang={lang} />
    </MailLayout>
  );
}

/** News from the team about a request: its new stage, their text, and the link to the request page. */
export function RequestUpdate({ lang, logoSrc, name, reference, stage, text, photoCount, requestUrl }: MailFrame & { name: string; reference: string; stage: JourneyStage; text: string; photoCount: number; requestUrl: string }) {
  const t = translator(lang);
  const stageText = t(`request.stage.${stage}`);
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.requestUpdate.preview", { reference })} heading={t("mail.requestUpdate.heading")} footer={<CustomerFooter lang={lang} />}>
      <P>{t("mail.greeting", { name })}</P>
      <P>{t("mail.requestUpdate.intro", { reference, stage: stageText })}</P>
      <Lines text={text} />
      {photoCount > 0 ? <P>{t("mail.requestUpdate.photos", { count: photoCount })}</P> : null}
      <ButtonLink href={requestUrl}>{t("mail.requestUpdate.open")}</ButtonLink>
      <Small>{t("mail.requestUpdate.private")}</Small>
      <SignOff lang={lang} />
    </MailLayout>
  );
}

/**
 * A reminder the owner asked for on the request page: one step of their checklist due in 14 or 3 days.
 * The private link (`requestUrl`) is removed from the stored mail once sent; the way to stop the
 * reminders is on the page it opens.
 */
export function StepReminder({ lang, logoSrc, name, reference, step, deadline, days, requestUrl }: MailFrame & { name: string; reference: string; step: string; deadline: string; days: number; requestUrl: string | null }) {
  const t = translator(lang);
  const date = formatLongDate(deadline, lang);
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.reminder.preview", { step, date })} heading={t("mail.reminder.heading")} footer={<CustomerFooter lang={lang} />}>
      <P>{t("mail.greeting", { name })}</P>
      <P>{t("mail.reminder.intro", { step, date, count: days, reference })}</P>
      <P>{t("mail.reminder.record")}</P>
      {requestUrl ? <ButtonLink href={`${requestUrl}#request-checklist`}>{t("mail.reminder.open")}</ButtonLink> : null}
      {requestUrl ? <Small>{t("mail.reminder.stop", { url: `${requestUrl}#reminders` })}</Small> : null}
      <Small>{t("mail.requestUpdate.private")}</Small>
      <SignOff lang={lang} />
    </MailLayout>
  );
}

export function ContactAcknowledgement({ lang, logoSrc, quoted }: MailFrame & { quoted?: { name: string; subject: string } }) {
  const t = translator(lang);
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.contactAck.preview")} heading={t("mail.contactAck.heading")} footer={<CustomerFooter lang={lang} />}>
      <P>{quoted ? t("mail.greeting", { name: quoted.name }) : t("mail.greetingAnonymous")}</P>
      <P>{quoted ? t("mail.contactAck.intro", { subject: quoted.subject }) : t("mail.contactAck.introUnverified")}</P>
      <H2>{t("mail.nextTitle")}</H2>
      <P>{t("mail.contactAck.next")}</P>
      {quoted ? null : <Small>{t("mail.contactAck.notYou")}</Small>}
      <SignOff lang={lang} />
    </MailLayout>
  );
}

export function NewsletterConfirmation({ lang, logoSrc, confirmUrl, unsubscribeUrl }: MailFrame & { confirmUrl: string; unsubscribeUrl: string }) {
  const t = translator(lang);
  return (
    <MailLayout lang={lang} logoSrc={logoSrc} preview={t("mail.newsletter.preview")} heading={t("mail.newsletter.heading")} footer={<CustomerFooter lang={lang} />}>
      <P>{t("mail.greetingAnonymous")}</P>
      <P>{t("mail.newsletter.intro")}</P>
      <ButtonLink href={confirmUrl}>{t("mail.newsletter.confirm")}</ButtonLink>
      <P>{t("mail.newsletter.ignore")}</P>
      <Small>
        {t("mail.newsletter.unsubscribeText")} <a href={unsubscribeUrl}>{t("mail.newsletter.unsubscribe")}</a>
      </Small>
      <SignOff lang={lang} />
    </MailLayout>
  );
}
