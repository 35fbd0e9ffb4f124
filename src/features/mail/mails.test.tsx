import { describe, expect, it } from "vitest";
import { mailContact, mailInquiry } from "../../../mocks/mail-data.ts";
import { languages } from "../../i18n/languages.ts";
import { translator, type MessageKey } from "../../i18n/messages/index.ts";
import { LOGO_CID } from "./MailLayout.tsx";
import { mailPreviews, type MailName } from "./mail-previews.tsx";
import { renderMail } from "./render-mail.ts";

const headings: Record<MailName, MessageKey> = {
  quoteAcknowledgement: "mail.quoteAck.heading",
  contactAcknowledgement: "mail.contactAck.heading",
  newsletterConfirmation: "mail.newsletter.heading",
  salesQuote: "mail.salesQuote.heading",
  salesContact: "mail.salesContact.heading",
  salesOwnerMessage: "mail.salesMessage.heading",
  dailyDigest: "mail.digest.heading",
  requestUpdate: "mail.requestUpdate.heading",
  stepReminder: "mail.reminder.heading",
};

/** Everything in an HTML part that a mail client could fetch or run. */
function remoteResources(html: string): string[] {
  const sources = [...html.matchAll(/\s(?:src|background|poster)="([^"]*)"/g)].map((match) => match[1]!).filter((src) => !src.startsWith("cid:"));
  const other = [...html.matchAll(/<script|<link\b|<iframe|<object|<embed|@import|url\(|\son\w+=/gi)].map((match) => match[0]);
  return [...sources, ...other];
}

describe("mail templates", () => {
  for (const name of Object.keys(mailPreviews) as MailName[]) {
    for (const lang of languages) {
      it(`${name} in ${lang}: an accessible HTML part without remote resources, and a text part saying the same`, async () => {
        const t = translator(lang);
        const { html, text } = await renderMail(mailPreviews[name]({ lang, pets: 3, photo: true }));
        const heading = t(headings[name], { date: lang === "de" ? "22. November 2026" : "November 22, 2026", reference: "ARC-7K4M2Q" });

        expect(html).toMatch(new RegExp(`^<!DOCTYPE html[^>]*><html dir="ltr" lang="${lang}">`));
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        expect(html).toContain(`>${heading}</h1>`);
        expect(html).toMatch(new RegExp(`<img alt="${t("mail.logoAlt")}"[^>]* src="cid:${LOGO_CID}"`));
        expect(html).toContain('name="color-scheme" content="light dark"');
        expect(html).toContain("@media (prefers-color-scheme: dark)");
        expect(remoteResources(html)).toEqual([]);

        expect(text.startsWith(`${heading}\n`)).toBe(true);
        expect(text).not.toMatch(/<\/?[a-z][^>]*>|cid:|&amp;|&nbsp;/i);
        expect(text).not.toMatch(/\{\w+\}/);
        // Every link of the HTML part is written out in the text part.
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) expect(text).toContain(href!.replaceAll("&amp;", "&"));
      });
    }
  }

  it("writes the sales mail's numbers as each language does, and lists every pet with its crate", async () => {
    const german = (await renderMail(mailPreviews.salesQuote({ lang: "de", pets: 3 }))).text;
    expect(german).toMatch(/Gewicht\s+18,5 kg/);
    expect(german).toMatch(/Tier 3: Hund/);
    expect(german).toContain("Kleinste Standardbox: Serie");
    const english = (await renderMail(mailPreviews.salesQuote({ lang: "en", pets: 1 }))).text;
    expect(english).toMatch(/Weight\s+18\.5 kg/);
    expect(english).not.toContain("Pet 2");
  });

  it("carries the estimate the sender saw: every line and the total in the sales mail (with the card's version) and a confirmed sender's acknowledgement", async () => {
    const sales = (await renderMail(mailPreviews.salesQuote({ lang: "en", pets: 1 }))).text;
    expect(sales).toMatch(/Air freight \(charged as \d+(\.\d)? kg\)\s+€[\d,]+/);
    expect(sales).toMatch(/Estimated total\s+€[\d,]+/);
    expect(sales).toContain("(Rate card version 1.)");
    const german = (await renderMail(mailPreviews.quoteAcknowledgement({ lang: "de", pets: 1 }))).text;
    expect(german).toMatch(/Geschätzte Summe\s+[\d.]+\u00a0€/);
    expect(german).toContain("Testkarte mit erfundenen Zahlen.");
    expect(german).not.toContain("Tarifversion");
    expect((await renderMail(mailPreviews.quoteAcknowledgement({ lang: "en", verified: false }))).text).not.toContain("Estimated total");
  });

  it("quotes nothing the sender typed in an acknowledgement of an unverified lead, in either part", async () => {
    const inquiry = mailInquiry({ pets: 3 });
    const typed = [inquiry.name, inquiry.departureAddress, "Border Collie", "Persian", "18.5", mailContact().name, mailContact().subject];
    for (const lang of languages) {
      for (const name of ["quoteAcknowledgement", "contactAcknowledgement"] as const) {
        const { html, text } = await renderMail(mailPreviews[name]({ lang, pets: 3, verified: false }));
        for (const value of typed) {
          expect(html, `${name} ${lang}`).not.toContain(value);
          expect(text, `${name} ${lang}`).not.toContain(value);
        }
        expect(text).toContain(translator(lang)("mail.greetingAnonymous"));
      }
      // The private request page shows what the sender typed: its link goes only to a verified sender.
      const unverified = (await renderMail(mailPreviews.quoteAcknowledgement({ lang, verified: false }))).text;
      expect(unverified).not.toMatch(/\/(requests|anfragen)\//);
      expect(unverified).toContain("ARC-7K4M2Q");
      // A verified lead is greeted by name and sees what it asked for.
      const verified = (await renderMail(mailPreviews.quoteAcknowledgement({ lang, pets: 3 }))).text;
      expect(verified).toContain(translator(lang)("mail.greeting", { name: inquiry.name }));
      expect(verified).toContain("Frankfurt am Main →");
      expect(verified).toMatch(lang === "de" ? /\/anfragen\/[a-z2-7]{32}/ : /\/requests\/[a-z2-7]{32}/);
    }
  });
});
