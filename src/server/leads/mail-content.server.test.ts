import { describe, expect, it } from "vitest";
import type { LeadChecklist } from "../../features/mail/LeadParts.tsx";
import { optionBySlug } from "../../lib/destination-options.ts";
import { planFor } from "../../lib/planner/plan.ts";
import { contactMessageSchema, quoteInquirySchema } from "../../lib/schemas/leads.ts";
import { validInquiry } from "../../test/fixtures.ts";
import { withBodies } from "../../test/outbox.ts";
import { contactMails as contactDrafts, inquiryMails as inquiryDrafts, type LeadMailContext } from "./mail-content.server.ts";

/** The drafts with the two parts the outbox worker sends. */
const inquiryMails = (...args: Parameters<typeof inquiryDrafts>) => withBodies(inquiryDrafts(...args));
const contactMails = (...args: Parameters<typeof contactDrafts>) => withBodies(contactDrafts(...args));

const tokyo = optionBySlug("japan/tokyo-nrt")!;
const checklistFor = (travelDate: string, lang: "en" | "de"): LeadChecklist => ({
  destination: tokyo,
  plan: planFor({ rule: "japan", travelDate, today: "2026-11-23", species: "dog" }, lang),
});
const inquiry = () => quoteInquirySchema.parse({ ...validInquiry(), name: "Spam Pills", destinationAddress: tokyo.label.en, crateImage: undefined, hasOwnCrate: false });
const id = "0b8f3c1e-5d2a-4c7b-9e1f-2a3b4c5d6e7f";
const context = (lang: "en" | "de", verification: "verified" | "unverified", salesEmails = ["sales@arc.example"]): LeadMailContext => ({ id, lang, verification, salesEmails, siteUrl: "https://arc.example" });
const customer = async (lang: "en" | "de", verification: "verified" | "unverified", checklist?: LeadChecklist) =>
  (await inquiryMails(inquiry(), context(lang, verification), checklist)).find((mail) => mail.kind === "customer_inquiry")!;

describe("the checklist in a quote acknowledgement", () => {
  it("lists every dated step with its latest date or window, and the confirmation line, in the lead's language", async () => {
    const english = (await customer("en", "unverified", checklistFor("2027-07-23", "en"))).textBody;
    expect(english).toContain("Your checklist for Tokyo (NRT), Japan, travel on July 23, 2027");
    expect(english).toContain("Travelling from: The EU, Norway or Switzerland. The rules below are for this origin.");
    expect(english).toMatch(/^ \* Advance notice to the Animal Quarantine Service: by June 13, 2027$/m);
    expect(english).toContain(": between July 13, 2027 and July 23, 2027");
    expect(english).toContain("We confirm the current rules for your route before anything is booked.");
    expect(english).not.toContain("earliest possible travel date");

    const german = (await customer("de", "unverified", checklistFor("2027-07-23", "de"))).textBody;
    expect(german).toContain("Ihre Checkliste für Tokio (NRT), Japan, Reise am 23. Juli 2027");
    expect(german).toContain("Abreise aus der EU, Norwegen oder der Schweiz – die Regeln unten gelten für diese Herkunft.");
    expect(german).toContain(": bis 13. Juni 2027");
    expect(german).toContain("Wir prüfen die aktuellen Regeln für Ihre Route");
  });

  it("names the earliest possible travel date when the date is too early", async () => {
    expect((await customer("en", "verified", checklistFor("2027-01-23", "en"))).textBody).toContain("the earliest possible travel date is June 21, 2027");
  });

  it("is part of both acknowledgements, and an unverified one still quotes nothing its sender typed", async () => {
    const checklist = checklistFor("2027-07-23", "en");
    for (const verification of ["verified", "unverified"] as const) {
      const ack = await customer("en", verification, checklist);
      for (const part of [ack.textBody, ack.htmlBody]) {
        expect(part, verification).toContain("Your checklist for Tokyo (NRT), Japan");
        expect(part.indexOf("Your checklist"), verification).toBeLessThan(part.indexOf("If anything changes"));
        if (verification === "unverified") expect(part).not.toMatch(/Spam|Pills|Frankfurt|Juno|Border Collie/);
      }
    }
    const [sales] = await inquiryMails(inquiry(), context("en", "unverified"), checklist);
    expect(sales!.textBody).toMatch(/Destination of the site\s+Tokyo \(NRT\), Japan; earliest travel date by its entry rules: June 21, 2027/);
  });

  it("leaves the checklist out for a destination the site does not know", async () => {
    const ack = await customer("de", "unverified");
    expect(ack.textBody).toContain("Ihr persönliches Angebot");
    expect(ack.textBody).not.toContain("Checkliste");
  });
});

describe("what the outbox keeps of a lead", () => {
  it("never the crate photo or the bot-check token, verified or not", () => {
    const lead = quoteInquirySchema.parse({ ...validInquiry(), recaptchaToken: "token-that-must-not-be-kept" });
    expect(lead.crateImage).toBeTruthy();
    for (const verification of ["verified", "unverified"] as const) {
      const kept = JSON.stringify(inquiryDrafts(lead, context("en", verification)).map((mail) => mail.template));
      expect(kept, verification).not.toContain(lead.crateImage!.slice(-40));
      expect(kept, verification).not.toContain("token-that-must-not-be-kept");
    }
  });
});

describe("the sales notification", () => {
  it("goes to every sales address, in the lead's language, with every field and the link to the lead in the inbox", async () => {
    const lead = quoteInquirySchema.parse({ ...validInquiry(), name: "Eve\r\nBcc: victim@example.org" });
    const mails = await inquiryMails(lead, context("de", "unverified", ["anna@arc.example", "ben@arc.example"]));
    const sales = mails.filter((mail) => mail.kind === "sales_inquiry");
    expect(sales.map((mail) => mail.recipient)).toEqual(["anna@arc.example", "ben@arc.example"]);
    expect(mails.filter((mail) => mail.kind === "customer_inquiry")).toHaveLength(1);
    const [first] = sales;
    expect(first!.subject).toBe("Angebotsanfrage: Eve Bcc: victim@example.org – Frankfurt am Main → Tokyo");
    expect(first!.htmlBody).toContain(`href="https://arc.example/admin/leads/quote/${id}"`);
    expect(first!.textBody).toContain(`https://arc.example/admin/leads/quote/${id}`);
    for (const value of ["katrin@example.org", "+49 69 123456", "Border Collie", "Persian", "Juno is calm.", "Tier 2: Katze", "Foto der Transportbox", "Unbestätigt"]) {
      expect(first!.textBody).toContain(value);
    }
  });

  it("of a contact message quotes the message with its line breaks and links to it", async () => {
    const message = contactMessageSchema.parse({ name: "Jonas Meyer", email: "jonas@example.org", subject: "Feedback", message: "First line\nsecond line <b>bold</b>", recaptchaToken: "x" });
    const [sales, ack] = await contactMails(message, context("en", "verified"));
    expect(sales!.subject).toBe("Contact message: Feedback – Jonas Meyer");
    expect(sales!.htmlBody).toContain("First line<br/>second line &lt;b&gt;bold&lt;/b&gt;");
    expect(sales!.textBody).toContain("First line\nsecond line <b>bold</b>");
    expect(sales!.htmlBody).toContain(`/admin/leads/contact/${id}`);
    expect(ack!.textBody).toContain("Hello Jonas Meyer,");
    expect(ack!.textBody).toContain("“Feedback”");
    const [, unverified] = await contactMails(message, context("en", "unverified"));
    expect(unverified!.textBody).not.toMatch(/Jonas|Feedback/);
  });
});

describe("the request page's link in a quote acknowledgement", () => {
  const link = "https://arc.example/requests/abcdefghijklmnopqrstuvwxyz234567";
  const withLink = (lang: "en" | "de", verification: "verified" | "unverified") => ({ ...context(lang, verification), reference: "ARC-7K4M2Q", requestUrl: link });
  const acknowledgement = async (lang: "en" | "de", verification: "verified" | "unverified") =>
    (await inquiryMails(inquiry(), withLink(lang, verification))).find((mail) => mail.kind === "customer_inquiry")!;

  it("goes only to a sender the bot check confirmed; the reference goes to every sender", async () => {
    for (const lang of ["en", "de"] as const) {
      const verified = await acknowledgement(lang, "verified");
      expect(verified.textBody).toContain(link);
      expect(verified.textBody).toContain("ARC-7K4M2Q");
      const unverified = await acknowledgement(lang, "unverified");
      expect(unverified.textBody).not.toContain(link);
      expect(unverified.htmlBody).not.toContain(link);
      expect(unverified.textBody).toContain("ARC-7K4M2Q");
    }
  });
});
