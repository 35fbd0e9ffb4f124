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
  "about.team": "Our team",
  "about.memberships": "Memberships and accreditations",
  "about.membershipNumber": "no. {number}",
  "about.membershipDirectory": "check in the {issuer} directory",
  "about.reviews": "What our customers say elsewhere",
  "about.reviewProfile": "Our reviews on {platform}",
  "checkUs.title": "How to check us",
  "checkUs.intro": "Check us in exactly the same way. Here is what you can check today, from the facts we publish on this site:",
  "checkUs.register": "Our company register entry: {name}, registered at {court}, {number}. Look it up in the public register and compare it with our imprint.",
  "checkUs.registerMissing": "We do not yet publish our register entry on this site. Ask us for it before you pay, and look it up in the public register.",
  "checkUs.office": "Our office: {address}.",
  "checkUs.officeMissing": "We do not yet publish an office address on this site. Ask us for it before you pay.",
  "checkUs.phone": "Our phone number:",
  "checkUs.phoneMissing": "We do not yet publish a phone number on this site. Write to us through the contact page; if you give us your number, we call you back.",
  "checkUs.memberships": "Our memberships, each with a link to the issuer's own directory:",
  "checkUs.membershipsMissing": "We do not yet name any memberships or accreditations on this site, so there is nothing to look up in a directory.",
  "checkUs.reviews": "Our reviews on independent platforms:",
  "checkUs.beforePayingCall": "Before you pay anything, call us or write to us. We go through your quote line by line and answer every question first.",
  "checkUs.beforePayingWrite": "Before you pay anything, write to us through the contact page. We go through your quote line by line and answer every question first.",
  "checkUs.contact": "Contact page",
};

export type CompanyMessageKey = keyof typeof enCompany;
