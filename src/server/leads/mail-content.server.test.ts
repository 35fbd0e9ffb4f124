import { describe, expect, it } from "vitest";
import { optionBySlug } from "../../lib/destination-options.ts";
import { planFor } from "../../lib/planner/plan.ts";
import { quoteInquirySchema } from "../../lib/schemas/leads.ts";
import { validInquiry } from "../../test/fixtures.ts";
import { checklistText, inquiryMails, type LeadChecklist } from "./mail-content.server.ts";

const tokyo = optionBySlug("japan/tokyo-nrt")!;
const checklistFor = (travelDate: string, lang: "en" | "de"): LeadChecklist => ({
  destination: tokyo,
  plan: planFor({ rule: "japan", travelDate, today: "2026-11-23", species: "dog" }, lang),
});
const inquiry = () => quoteInquirySchema.parse({ ...validInquiry(), name: "Spam Pills", destinationAddress: tokyo.label.en, crateImage: undefined, hasOwnCrate: false });

describe("the checklist in a quote acknowledgement", () => {
  it("lists every dated step with its latest date or window, and the confirmation line, in the lead's language", () => {
    const english = checklistText(checklistFor("2027-07-23", "en"), "en");
    expect(english).toContain("Your checklist for Tokyo (NRT), Japan, travel on July 23, 2027:");
    expect(english).toMatch(/^- Advance notice to the Animal Quarantine Service: by June 13, 2027$/m);
    expect(english).toContain(": between July 13, 2027 and July 23, 2027");
    expect(english).toContain("We confirm the current rules for your route before anything is booked.");
    expect(english).not.toContain("earliest possible travel date");
    expect(english.endsWith("\n\n")).toBe(true);

    const german = checklistText(checklistFor("2027-07-23", "de"), "de");
    expect(german).toContain("Ihre Checkliste für Tokio (NRT), Japan, Reise am 23. Juli 2027:");
    expect(german).toContain(": bis 13. Juni 2027");
    expect(german).toContain("Wir prüfen die aktuellen Regeln für Ihre Route");
  });

  it("names the earliest possible travel date when the date is too early", () => {
    expect(checklistText(checklistFor("2027-01-23", "en"), "en")).toContain("the earliest possible travel date is June 21, 2027");
  });

  it("is part of both acknowledgements, and an unverified one still quotes nothing its sender typed", () => {
    const lead = inquiry();
    const checklist = checklistFor("2027-07-23", "en");
    for (const verification of ["verified", "unverified"] as const) {
      const ack = inquiryMails(lead, "en", "sales@arc.example", verification, checklist).find((mail) => mail.kind === "customer_inquiry")!;
      expect(ack.textBody, verification).toContain("Your checklist for Tokyo (NRT), Japan");
      expect(ack.textBody.indexOf("Your checklist"), verification).toBeLessThan(ack.textBody.indexOf("If anything changes"));
      if (verification === "unverified") expect(ack.textBody).not.toMatch(/Spam|Pills|Frankfurt|Juno/);
    }
    const sales = inquiryMails(lead, "en", "sales@arc.example", "unverified", checklist).find((mail) => mail.kind === "sales_inquiry")!;
    expect(sales.textBody).toContain("Destination of the site: japan/tokyo-nrt · earliest travel date by its entry rules: 2027-06-21");
  });

  it("leaves the acknowledgement as it was for a destination the site does not know", () => {
    const ack = inquiryMails(inquiry(), "de", "sales@arc.example", "unverified").find((mail) => mail.kind === "customer_inquiry")!;
    expect(ack.textBody).toContain("Ihr persönliches Angebot erhalten Sie innerhalb von 24 Stunden.\n\nSollte sich");
    expect(ack.textBody).not.toContain("{checklist}");
  });
});
