/** Leads for the mail templates' stories and their test: one or several pets, with or without a crate photo. */
import type { LeadChecklist } from "../src/features/mail/LeadParts.tsx";
import type { DigestLead } from "../src/features/mail/StaffMails.tsx";
import type { Lang } from "../src/i18n/languages.ts";
import { optionBySlug } from "../src/lib/destination-options.ts";
import { planFor } from "../src/lib/planner/plan.ts";
import type { ContactMessage, Pet, QuoteInquiry } from "../src/lib/schemas/leads.ts";

const tokyo = optionBySlug("japan/tokyo-nrt")!;

const juno: Pet = { petType: "dog", breed: "Border Collie", weight: 18.5, isSnubNose: false, dimensions: { length: 70, width: 22, height: 55 } };
const otherPets: Pet[] = [
  { petType: "cat", breed: "Persian", weight: 4.2, isSnubNose: true, dimensions: { length: 45, width: 15, height: 30 } },
  { petType: "dog", breed: "Great Dane", weight: 68, isSnubNose: false, dimensions: { length: 120, width: 40, height: 95 } },
];

/** A quote request to Tokyo, as the schema gives it to the services. */
export function mailInquiry({ lang = "en", pets = 1, photo = false }: { lang?: Lang; pets?: 1 | 3; photo?: boolean } = {}): QuoteInquiry {
  return {
    ...juno,
    additionalPets: pets === 1 ? [] : otherPets,
    additionalPetsNotes: pets === 1 ? undefined : "Mochi and Bruno have flown before.\nBruno needs his blanket.",
    departureAddress: "Frankfurt am Main",
    destinationAddress: tokyo.label[lang],
    travelDate: "2027-07-23",
    needPickup: true,
    needDelivery: false,
    hasOwnCrate: photo,
    crateImage: photo ? "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=" : undefined,
    additionalNotes: "Juno is calm, but she does not like loud noises.",
    name: "Katrin Vogel",
    email: "katrin@example.org",
    phone: "+49 69 123456",
    recaptchaToken: "token",
  } as QuoteInquiry;
}

/** The dated checklist for the request above, as the server computes it (a fixed "today", so it never changes). */
export const mailChecklist = (lang: Lang): LeadChecklist => ({
  destination: tokyo,
  plan: planFor({ rule: "japan", travelDate: "2027-07-23", today: "2026-11-23", species: "dog" }, lang),
});

export const mailContact = (): ContactMessage =>
  ({ name: "Jonas Meyer", email: "jonas@example.org", subject: "Moving to Canada with two cats", message: "Hello,\nwe move to Toronto in spring.\nWhat do the cats need?", recaptchaToken: "token" }) as ContactMessage;

const lead = (kind: DigestLead["kind"], time: string, status: DigestLead["status"], country: string | null, n: number): DigestLead => ({
  kind,
  receivedAt: `2026-11-22T${time}:00.000Z`,
  status,
  country,
  url: `https://www.arcpetair.com/admin/leads/${kind}/00000000-0000-4000-8000-00000000000${n}`,
});

export const digestLeads: DigestLead[] = [
  lead("quote", "07:12", "contacted", "japan", 1),
  lead("quote", "09:40", "new", null, 2),
  lead("contact", "13:05", "new", null, 3),
  lead("quote", "18:58", "spam", "canada", 4),
];

/** The site's origin in the previews' links. */
export const previewSite = "https://www.arcpetair.com";
