import { renderTemplate, type MailTemplate } from "../features/mail/templates.ts";

/** A stored mail or a draft of one: its template, or the parts written before mails were kept as templates. */
interface KeptMail {
  template: MailTemplate | null;
  textBody?: string | null;
  htmlBody?: string | null;
}

/** Mails with the text and HTML parts the worker will send (rendered from each one's template). */
export function withBodies<Mail extends KeptMail>(mails: Mail[]): Promise<Array<Mail & { textBody: string; htmlBody: string }>> {
  return Promise.all(
    mails.map(async (mail) => {
      if (!mail.template) return { ...mail, textBody: mail.textBody ?? "", htmlBody: mail.htmlBody ?? "" };
      const { text, html } = await renderTemplate(mail.template);
      return { ...mail, textBody: text, htmlBody: html };
    }),
  );
}
