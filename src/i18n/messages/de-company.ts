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
  "about.team": "Unser Team",
  "about.memberships": "Mitgliedschaften und Zulassungen",
  "about.membershipNumber": "Nr. {number}",
  "about.membershipDirectory": "im Verzeichnis von {issuer} prüfen",
  "about.reviews": "Was unsere Kundschaft anderswo sagt",
  "about.reviewProfile": "Unsere Bewertungen auf {platform}",
  "checkUs.title": "So prüfen Sie uns",
  "checkUs.intro": "Prüfen Sie uns genauso. Das können Sie heute anhand der Angaben prüfen, die wir auf dieser Website veröffentlichen:",
  "checkUs.register": "Unser Handelsregistereintrag: {name}, eingetragen beim {court}, {number}. Schlagen Sie ihn im öffentlichen Register nach und vergleichen Sie ihn mit unserem Impressum.",
  "checkUs.registerMissing": "Unseren Registereintrag veröffentlichen wir auf dieser Website noch nicht. Fragen Sie uns danach, bevor Sie bezahlen, und schlagen Sie ihn im öffentlichen Register nach.",
  "checkUs.office": "Unser Büro: {address}.",
  "checkUs.officeMissing": "Eine Büroadresse veröffentlichen wir auf dieser Website noch nicht. Fragen Sie uns danach, bevor Sie bezahlen.",
  "checkUs.phone": "Unsere Telefonnummer:",
  "checkUs.phoneMissing": "Eine Telefonnummer veröffentlichen wir auf dieser Website noch nicht. Schreiben Sie uns über die Kontaktseite; wenn Sie uns Ihre Nummer nennen, rufen wir Sie zurück.",
  "checkUs.memberships": "Unsere Mitgliedschaften, jeweils mit einem Link zum Verzeichnis der ausstellenden Stelle:",
  "checkUs.membershipsMissing": "Mitgliedschaften oder Akkreditierungen nennen wir auf dieser Website noch nicht; es gibt also nichts, was Sie in einem Verzeichnis nachschlagen könnten.",
  "checkUs.reviews": "Unsere Bewertungen auf unabhängigen Plattformen:",
  "checkUs.beforePayingCall": "Bevor Sie etwas bezahlen, rufen Sie uns an oder schreiben Sie uns. Wir gehen Ihr Angebot Zeile für Zeile mit Ihnen durch und beantworten vorher alle Fragen.",
  "checkUs.beforePayingWrite": "Bevor Sie etwas bezahlen, schreiben Sie uns über die Kontaktseite. Wir gehen Ihr Angebot Zeile für Zeile mit Ihnen durch und beantworten vorher alle Fragen.",
  "checkUs.contact": "Zur Kontaktseite",
};
