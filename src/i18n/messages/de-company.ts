import type { enCompany } from "./en-company.ts";
import type { Translations } from "./plural.ts";

/**
 * German texts of the company's facts where the imprint and the about page show them (the route table's
 * `texts: ["company"]`), so other pages do not download them; the server has them from start-up.
 * Every key exists in both languages (checked by a test).
 */
export const deCompany: Translations<typeof enCompany> = {
  "imprint.heading": "Angaben gemäß § 5 DDG",
  "imprint.directors": "Vertreten durch die Geschäftsführung:",
  "imprint.incomplete": "Die vollständigen Anbieterangaben (Firma, Anschrift, Geschäftsführung und Registereintrag) werden derzeit ergänzt.",
  "imprint.contact": "Kontakt",
  "imprint.register": "Registereintrag",
  "imprint.registerEntry": "Registergericht: {court}, Registernummer: {number}",
  "imprint.vat": "Umsatzsteuer-ID",
  "imprint.vatText": "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vat}",
  "imprint.responsible": "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
  "about.memberships": "Mitgliedschaften und Zulassungen",
  "about.membershipNumber": "Nr. {number}",
  "about.membershipDirectory": "im Verzeichnis von {issuer} prüfen",
  "about.reviews": "Was unsere Kundschaft anderswo sagt",
  "about.reviewProfile": "Unsere Bewertungen auf {platform}",
};
