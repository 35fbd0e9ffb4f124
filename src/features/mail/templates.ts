/**
 * A mail as the outbox keeps it until it is sent: which template, with which props (plain JSON).
 * The outbox worker renders it when it sends it, so a submission only stores what the mail will
 * say and answers at once; the text it renders is the same whenever that happens.
 */
import { createElement, type ComponentProps, type FunctionComponent } from "react";
import { ContactAcknowledgement, NewsletterConfirmation, QuoteAcknowledgement, RequestUpdate, StepReminder } from "./CustomerMails.tsx";
import { renderMail, type RenderedMail } from "./render-mail.ts";
import { DailyDigest, SalesContact, SalesOwnerMessage, SalesQuote } from "./StaffMails.tsx";

const templates = {
  salesQuote: SalesQuote,
  salesContact: SalesContact,
  salesOwnerMessage: SalesOwnerMessage,
  quoteAcknowledgement: QuoteAcknowledgement,
  contactAcknowledgement: ContactAcknowledgement,
  newsletterConfirmation: NewsletterConfirmation,
  requestUpdate: RequestUpdate,
  stepReminder: StepReminder,
  dailyDigest: DailyDigest,
};

type Templates = typeof templates;
export type TemplateName = keyof Templates;

/** A template and its props (the logo's source is the sent mail's attachment, never stored). */
export type MailTemplate = { [Name in TemplateName]: { name: Name; props: Omit<ComponentProps<Templates[Name]>, "logoSrc"> } }[TemplateName];

export const mailTemplate = <Name extends TemplateName>(name: Name, props: Omit<ComponentProps<Templates[Name]>, "logoSrc">) =>
  ({ name, props }) as MailTemplate;

/** The HTML and text parts of a stored mail (`logoSrc` for previews, which have no attachment). */
export function renderTemplate(template: MailTemplate, logoSrc?: string): Promise<RenderedMail> {
  const component = templates[template.name] as unknown as FunctionComponent<Record<string, unknown>>;
  return renderMail(createElement(component, { ...template.props, ...(logoSrc ? { logoSrc } : {}) }));
}
