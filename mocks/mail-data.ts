/** Leads for the mail templates' stories and their test (one or several pets, with or without a crate photo), and the request page's stories. */
import { estimateIn, journeyOfQuote, type PricedEstimate } from "../src/lib/estimate.ts";
import { fictitiousRateCard } from "../src/test/rate-card.ts";
import type { LeadChecklist } from "../src/features/mail/LeadParts.tsx";
import type { DigestLead } from "../src/features/mail/StaffMails.tsx";
import type { Lang } from "../src/i18n/languages.ts";
import { optionBySlug } from "../src/lib/destination-options.ts";
import { planFor } from "../src/lib/planner/plan.ts";
import type { ContactMessage, Pet, QuoteInquiry } from "../src/lib/schemas/leads.ts";
import type { RequestPageData, RequestUpdate } from "../src/server/requests/request-page.server.ts";
import type { RequestMessage } from "../src/server/requests/messages.server.ts";
import type { RequestDocument } from "../src/lib/schemas/request-document.ts";

const tokyo = optionBySlug("japan/tokyo-nrt")!;

const juno: Pet = { petType: "dog", breed: "Border Collie", weight: 18.5, isSnubNose: false, dimensions: { length: 70, width: 22, height: 55 } };
const otherPets: Pet[] = [
  { petType: "cat", breed: "Persian", weight: 4.2, isSnubNose: true, dimensions: { length: 45, width: 15, height: 30 } },
  { petType: "dog", breed: "Great Dane", weight: 68, isSnubNose: false, dimensions: { length: 120, width: 40, height: 95 } },
];

/** A quote request to Tokyo, as the schema gives it to the services. */
/** The estimate the sample request to Tokyo gets from the fictitious rate card of the tests (version 1). */
export function mailEstimate(lang: Lang, inquiry = mailInquiry({ lang })): PricedEstimate | undefined {
  const shown = estimateIn(fictitiousRateCard(), journeyOfQuote(inquiry, "japan"), lang);
  return shown.kind === "estimate" ? shown : undefined;
}

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
export const mailChecklist = (lang: Lang, stepsDone?: Record<string, string>): LeadChecklist => ({
  destination: tokyo,
  plan: planFor({ rule: "japan", travelDate: "2027-07-23", today: "2026-11-23", species: "dog", ...(stepsDone ? { stepsDone } : {}) }, lang),
});

/**
 * Steps the sample request's owner recorded on its page: the microchip and the first vaccination in
 * order, and (`tooSoon`) a second vaccination only 12 days after the first, which the plan does not count.
 */
export const sampleRecordedSteps = (tooSoon = false): Record<string, string> => ({
  microchip: "2026-09-01",
  "rabies-vaccination": "2026-09-02",
  ...(tooSoon ? { "rabies-vaccination-2": "2026-09-14" } : {}),
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

/** The private link of the sample request in stories (its photos are answered by `requestPhotoHandler`). */
export const sampleRequestToken = "storysamplelinktokenabcdefghijkl";

const update = (id: number, at: string, stage: RequestUpdate["stage"], text: Record<Lang, string>, photos = 0) => (lang: Lang): RequestUpdate => ({
  id,
  at,
  stage,
  text: text[lang],
  photos: Array.from({ length: photos }, (_, index) => ({ id: `00000000-0000-4000-8000-00000000000${id}${index}`.slice(-36), width: 600, height: 400 })),
});

const sampleUpdates = [
  update(3, "2027-07-20T09:12:00Z", "documents_checked", { en: "The health certificate is endorsed by the official vet. Everything for Japan is in order.", de: "Das Gesundheitszeugnis ist vom Amtstierarzt bestätigt. Für Japan ist alles beisammen." }, 2),
  update(2, "2027-05-02T14:40:00Z", "booked", { en: "Juno is booked on the evening flight to Tokyo on 23 July.\nWe will collect her at 2 pm.", de: "Juno ist für den Abendflug nach Tokio am 23. Juli gebucht.\nWir holen sie um 14 Uhr ab." }),
  update(1, "2026-11-24T08:05:00Z", "quote_sent", { en: "Your itemised quote is in your inbox.", de: "Ihr Angebot mit allen Posten ist in Ihrem Postfach." }),
];

/** The papers of the sample request: the microchip's record accepted, the vaccination's PDF to send again, the second vaccination's waiting. */
export const sampleDocuments: RequestDocument[] = [
  { id: "00000000-0000-4000-8000-0000000000d1", stepId: "microchip", at: "2026-11-24T19:20:00Z", kind: "image", width: 600, height: 400, status: "accepted", reason: null },
  { id: "00000000-0000-4000-8000-0000000000d2", stepId: "rabies-vaccination", at: "2026-11-24T19:22:00Z", kind: "pdf", width: 424, height: 600, status: "again", reason: "unreadable" },
  { id: "00000000-0000-4000-8000-0000000000d3", stepId: "rabies-vaccination", at: "2026-11-26T08:10:00Z", kind: "pdf", width: 424, height: 600, status: "pending", reason: null },
];

/** What the sample request's owner wrote to the team: a question, then a photo of the vaccination record. */
export const sampleMessages = (lang: Lang): RequestMessage[] => [
  {
    id: 2,
    at: "2026-11-26T18:20:00Z",
    text: lang === "de" ? "Hier ist der Impfpass mit der ersten Impfung." : "Here is the vaccination record with the first vaccination.",
    photos: [{ id: "00000000-0000-4000-8000-000000000091", width: 600, height: 400 }],
  },
  { id: 1, at: "2026-11-24T20:05:00Z", text: lang === "de" ? "Kann Juno im Flugzeug ihre Decke behalten?" : "Can Juno keep her blanket in the crate on the flight?", photos: [] },
];

/**
 * The sample request as its private page shows it: received, or with the team's updates up to `stage`;
 * the steps its owner recorded, what they wrote, whether they asked for reminders, and the papers they uploaded.
 */
export function requestPageData(
  lang: Lang,
  withUpdates: boolean,
  stage?: RequestUpdate["stage"],
  { recorded = {}, messages = false, reminders = false, documents = false }: { recorded?: Record<string, string>; messages?: boolean; reminders?: boolean; documents?: boolean } = {},
): RequestPageData & { token: string } {
  const inquiry = mailInquiry({ lang, pets: 3 });
  const updates = withUpdates ? sampleUpdates.map((each) => each(lang)) : [];
  if (stage && updates[0]) updates[0] = { ...updates[0], stage };
  return {
    token: sampleRequestToken,
    reference: "ARC-7K4M2Q",
    receivedAt: "2026-11-23T10:30:00Z",
    stage: updates[0]?.stage ?? "received",
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    departureAddress: inquiry.departureAddress,
    destinationAddress: inquiry.destinationAddress,
    travelDate: inquiry.travelDate,
    pets: [inquiry, ...inquiry.additionalPets],
    needPickup: inquiry.needPickup,
    needDelivery: inquiry.needDelivery,
    hasOwnCrate: inquiry.hasOwnCrate,
    additionalNotes: inquiry.additionalNotes ?? null,
    checklist: mailChecklist(lang, recorded),
    recorded,
    updates,
    messages: messages ? sampleMessages(lang) : [],
    reminders,
    documents: documents ? sampleDocuments : [],
  };
}
