/**
 * English texts of the company's facts where the imprint and the about page show them (the route table's
 * `texts: ["company"]`), so other pages do not download them; the server has them from start-up.
 * Every key exists in both languages (checked by a test).
 */
export const enCompany = {
  "imprint.heading": "Information pursuant to § 5 DDG",
  "imprint.directors": "Represented by the managing directors:",
  "imprint.incomplete": "The provider's full details (legal name, address, management and register entry) are being completed.",
  "imprint.contact": "Contact",
  "imprint.register": "Commercial register",
  "imprint.registerEntry": "Registered at {court}, {number}",
  "imprint.vat": "VAT identification number",
  "imprint.vatText": "VAT ID pursuant to § 27a of the German VAT Act (UStG): {vat}",
  "imprint.responsible": "Responsible for content pursuant to § 18(2) MStV",
  "about.memberships": "Memberships and accreditations",
  "about.membershipNumber": "no. {number}",
  "about.membershipDirectory": "check in the {issuer} directory",
  "about.reviews": "What our customers say elsewhere",
  "about.reviewProfile": "Our reviews on {platform}",
};

export type CompanyMessageKey = keyof typeof enCompany;
