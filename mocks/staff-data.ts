/**
 * The staff inbox's data for stories, in the shapes its loaders give the views: a list of leads
 * of every kind and status (with bot-check flags and travel dates too early for their route), the
 * overview above it, and one quote request and one contact message with their mails, history and
 * updates for the owner. Every person, address and number is made up.
 */
import type { Lang } from "../src/i18n/languages.ts";
import { optionBySlug } from "../src/lib/destination-options.ts";
import { contactStatuses, leadStatuses, type AnyLeadStatus } from "../src/lib/lead-status.ts";
import { petColumns } from "../src/lib/schemas/leads.ts";
import type { InboxFilter, InboxRow, LeadDetail, LeadHistory, LeadMail, LeadPet, QuoteLead } from "../src/server/staff/inbox.server.ts";
import type { InboxOverview } from "../src/server/staff/overview.server.ts";
import { company, launchCheck } from "../src/lib/company.ts";
import type { LeadViewProps } from "../src/views/staff/LeadView.tsx";
import { mailChecklist, mailContact, mailEstimate, mailInquiry, requestPageData, sampleDocuments, sampleMessages, sampleRecordedSteps } from "./mail-data.ts";

/** The signed-in staff member of every staff story (the staff-session layout's data). */
export const staffSession = { username: "m.keller" };

/** Rows per page of the inbox (the server's `PAGE_SIZE`). */
const pageSize = 25;

const firstNames = ["Katrin", "Tom", "Jürgen", "Amelia", "Lukas", "Priya", "Sophie", "Daniel", "Hannah", "Oliver", "Mia", "Jonas", "Grace", "Felix", "Chloe", "Ines", "Noah"];
const lastNames = ["Vogel", "Harris", "Brandt", "Clarke", "Wagner", "Nair", "Becker", "Lindqvist", "Schulz", "Bennett", "Krüger", "Meyer", "Okafor", "Hoffmann", "Dubois"];
/** Routes people ask for: where from, and a destination of the site (its slug) or a place typed freely. */
const routes: Array<[from: string, to: string]> = [
  ["Frankfurt am Main", "japan/tokyo-nrt"],
  ["Munich", "united-states/new-york-jfk"],
  ["London", "australia/sydney-syd"],
  ["Berlin", "singapore/singapore-sin"],
  ["Hamburg", "canada/toronto-yyz"],
  ["Zurich", "united-arab-emirates/dubai-dxb"],
  ["Vienna", "new-zealand/auckland-akl"],
  ["Düsseldorf", "Lisbon"],
  ["Cologne", "united-kingdom/london-lhr"],
  ["Stuttgart", "thailand/bangkok-bkk"],
  ["Manchester", "Reykjavík"],
];
const subjects = ["Moving to Canada with two cats", "Crate size for a Labrador", "Which vaccinations does Japan ask for?", "Feedback", "Flying a senior dog in winter", "Do you also fly rabbits?", "Question about my quote"];

const ascii = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** The n-th made-up person: name, address (under the reserved example domains) and phone number (from ranges kept for fiction). */
function person(n: number) {
  const first = firstNames[n % firstNames.length]!;
  const last = lastNames[(n * 7) % lastNames.length]!;
  const phone = n % 3 === 2 ? `+1 202 555 01${String(n % 100).padStart(2, "0")}` : `+49 69 555 01${String(n % 100).padStart(2, "0")}`;
  return { name: `${first} ${last}`, email: `${ascii(first)}.${ascii(last)}@example.${n % 2 ? "com" : "org"}`, phone, language: (n % 3 === 0 ? "en" : "de") as Lang };
}

/** A reference as the database makes them (no 0/O or 1/I). */
const reference = (n: number) => `ARC-${"7K4M2QHXP9RTW3VN6B8C".slice(n % 14, (n % 14) + 6)}`;
/** Received every few hours, newest first, from Thursday 26 November 2026 back. */
const receivedAt = (n: number) => new Date(Date.UTC(2026, 10, 26, 9, 40) - n * 7.5 * 3_600_000);
const uuid = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

function quoteRow(n: number): InboxRow {
  const who = person(n);
  const [from, to] = routes[n % routes.length]!;
  const place = optionBySlug(to)?.label[who.language] ?? to;
  const received = receivedAt(n);
  // Every seventh asks to fly within three weeks, too early for its destination's entry rules.
  const tooEarly = n % 7 === 3;
  const travelDate = day(new Date(received.getTime() + (tooEarly ? 20 : 60 + (n % 5) * 30) * 86_400_000));
  return {
    id: uuid("a1", n),
    reference: reference(n),
    receivedAt: received.toISOString(),
    ...who,
    summary: `${from} → ${place}, ${travelDate}`,
    status: leadStatuses[n % 4 === 0 ? 0 : n % leadStatuses.length],
    verification: n % 5 === 4 ? "unverified" : "verified",
    ...(tooEarly ? { earliestTravelDate: day(new Date(received.getTime() + 190 * 86_400_000)) } : {}),
    // Every fifth has papers from its owner waiting for the team's verdict.
    ...(n % 5 === 1 ? { papersToCheck: 1 + (n % 3) } : {}),
  };
}

function contactRow(n: number): InboxRow {
  const who = person(n + 5);
  return {
    id: uuid("c1", n),
    reference: reference(n + 5),
    receivedAt: receivedAt(n * 2).toISOString(),
    name: who.name,
    email: who.email,
    language: who.language,
    summary: subjects[n % subjects.length]!,
    status: contactStatuses[n % 3 === 0 ? 0 : n % contactStatuses.length],
    verification: n % 6 === 5 ? "unverified" : "verified",
  };
}

function subscriberRow(n: number): InboxRow {
  const who = person(n + 9);
  return { id: uuid("e1", n), receivedAt: receivedAt(n * 3).toISOString(), name: "", email: who.email, language: who.language, summary: ["confirmed", "pending", "confirmed", "unsubscribed"][n % 4]! };
}

const allLeads = {
  quote: Array.from({ length: 46 }, (_, n) => quoteRow(n)),
  contact: Array.from({ length: 18 }, (_, n) => contactRow(n)),
  newsletter: Array.from({ length: 12 }, (_, n) => subscriberRow(n)),
};

/** What the inbox's loader gives for a filter: its page of the made-up leads, the same overview always. */
export function inboxData(filter: Partial<InboxFilter> = {}) {
  const full: InboxFilter = { kind: "quote", page: 1, ...filter };
  const q = full.q?.toLowerCase();
  const matching = allLeads[full.kind].filter(
    (row) => (!full.status || row.status === full.status) && (!full.verification || row.verification === full.verification) && (!q || `${row.name} ${row.email} ${row.reference ?? ""}`.toLowerCase().includes(q)),
  );
  const start = (full.page - 1) * pageSize;
  return { filter: full, rows: matching.slice(start, start + pageSize), hasMore: matching.length > start + pageSize, overview: inboxOverview };
}

const counts = (statuses: readonly AnyLeadStatus[], numbers: number[]) => statuses.map((status, index) => ({ status, count: numbers[index]! }));

/** The twelve weeks up to the one of 23 November 2026, the quarter since 1 October. */
export const inboxOverview: InboxOverview = {
  // As the server gives it for the shipped company facts (lib/company.ts, `npm run launch-check`).
  launch: launchCheck(company),
  weeks: [
    [6, 3, 2],
    [9, 2, 4],
    [7, 4, 1],
    [12, 3, 5],
    [10, 5, 3],
    [14, 2, 6],
    [11, 6, 2],
    [16, 4, 7],
    [13, 3, 4],
    [18, 5, 9],
    [15, 7, 3],
    [8, 2, 2],
  ].map(([quote, contact, newsletter], index) => ({ week: day(new Date(Date.UTC(2026, 8, 7) + index * 7 * 86_400_000)), quote: quote!, contact: contact!, newsletter: newsletter! })),
  statuses: { quote: counts(leadStatuses, [14, 9, 11, 6, 23, 4]), contact: counts(contactStatuses, [5, 12, 19, 3]) },
  destinations: {
    since: "2026-10-01",
    countries: [
      { country: "japan", count: 11 },
      { country: "united-states", count: 9 },
      { country: "australia", count: 6 },
      { country: "singapore", count: 4 },
      { country: "canada", count: 3 },
    ],
    other: 5,
  },
  unverified: { count: 9, total: 185 },
  recheck: [
    { rule: "hawaii", checked: "2026-03-15" },
    { rule: "japan", checked: "2026-05-01" },
  ],
};

/** A fresh inbox: nothing received yet. */
export const emptyOverview: InboxOverview = {
  // As the server gives it for the shipped company facts (lib/company.ts, `npm run launch-check`).
  launch: launchCheck(company),
  weeks: inboxOverview.weeks.map(({ week }) => ({ week, quote: 0, contact: 0, newsletter: 0 })),
  statuses: { quote: counts(leadStatuses, [0, 0, 0, 0, 0, 0]), contact: counts(contactStatuses, [0, 0, 0, 0]) },
  destinations: { since: "2026-10-01", countries: [], other: 0 },
  unverified: { count: 0, total: 0 },
  recheck: [],
};

/** The sample quote request's id; its crate photo and update photos are answered by the staff stories' handlers. */
export const sampleLeadId = "a1000000-0000-4000-8000-000000000777";

const at = (time: string) => new Date(`2026-${time}:00Z`);

const mail = (id: number, kind: string, recipient: string, status: LeadMail["status"], attempts: number, created: string, sent: string | null, lastError: string | null = null): LeadMail => ({
  id,
  kind,
  recipient,
  status,
  attempts,
  lastError,
  createdAt: at(created),
  sentAt: sent ? at(sent) : null,
});

const history = (time: string, user: string, from: AnyLeadStatus | null, to: AnyLeadStatus | null, note: string | null = null, action: LeadHistory["action"] = null): LeadHistory => ({ at: at(time), user, from, to, note, action, stepId: null, doneOn: null, byOwner: false });
/** A checklist step recorded done on `doneOn` (or opened again without it), by the owner (`user` null) or a staff member. */
const stepEvent = (time: string, user: string | null, stepId: string, doneOn: string | null): LeadHistory => ({
  at: at(time), user, from: null, to: null, note: null, action: doneOn ? "step_done" : "step_open", stepId, doneOn, byOwner: user === null,
});

/** The request to Tokyo of the mail stories (three pets, a crate photo) as the lead page gets it, with mails, history and the owner's page. */
export function quoteLead(lang: Lang, { tooEarly = false, rateCardNow = 1 }: { tooEarly?: boolean; /** The card in force now (the estimate came from version 1). */ rateCardNow?: number } = {}): LeadViewProps {
  const inquiry = mailInquiry({ lang, pets: 3, photo: true });
  const estimate = mailEstimate(lang, inquiry) ?? null;

  const lead: QuoteLead = {
    id: sampleLeadId,
    createdAt: at("11-23T10:30"),
    reference: "ARC-7K4M2Q",
    language: lang,
    verification: "verified",
    recaptchaScore: 0.9,
    idempotencyKey: null,
    name: inquiry.name,
    email: inquiry.email,
    clientIpHash: null,
    userAgent: null,
    status: "quoted",
    phone: inquiry.phone,
    ...petColumns(inquiry),
    departureAddress: inquiry.departureAddress,
    destinationAddress: inquiry.destinationAddress,
    travelDate: tooEarly ? "2026-12-18" : inquiry.travelDate,
    microchippedOn: null,
    vaccinatedOn: null,
    needPickup: inquiry.needPickup,
    needDelivery: inquiry.needDelivery,
    hasOwnCrate: inquiry.hasOwnCrate,
    crateImageType: "image/jpeg",
    additionalNotes: inquiry.additionalNotes ?? null,
    additionalPetsNotes: inquiry.additionalPetsNotes ?? null,
    destinationCountry: "japan",
    estimate,
    rateCardVersion: estimate?.version ?? null,
    hasPhoto: true,
  };
  const pets: LeadPet[] = inquiry.additionalPets.map((pet, index) => ({ id: uuid("b1", index), inquiryId: sampleLeadId, position: index + 1, ...petColumns(pet) }));
  const mails = [
    mail(1, "sales_inquiry", "sales@example.com", "sent", 1, "11-23T10:30", "11-23T10:30"),
    mail(2, "customer_inquiry", inquiry.email, "sent", 3, "11-23T10:30", "11-23T10:34", "421 4.7.0 Try again later"),
    mail(3, "request_update", inquiry.email, "pending", 2, "11-24T08:05", null, "Connection timed out after 15000 ms"),
    mail(4, "request_update", inquiry.email, "failed", 10, "11-20T14:40", null, "550 5.1.1 Mailbox unavailable"),
  ];
  const events = [
    history("11-23T11:02", "m.keller", "new", "contacted"),
    history("11-23T11:05", "m.keller", null, null, "Called Ms Vogel: she sends the crate's measurements tomorrow."),
    history("11-24T08:01", "s.brandt", "contacted", "quoted"),
    history("11-24T09:30", "s.brandt", null, null, null, "links_withdrawn"),
    stepEvent("11-24T19:12", null, "microchip", "2026-09-01"),
    stepEvent("11-24T19:13", null, "rabies-vaccination", "2026-09-02"),
    stepEvent("11-24T19:15", null, "rabies-vaccination-2", "2026-09-14"),
    stepEvent("11-25T08:40", "m.keller", "rabies-vaccination-2", null),
  ];
  const recorded = sampleRecordedSteps();
  const updates = requestPageData(lang, true).updates.map((update, index) => ({ ...update, by: index === 1 ? "s.brandt" : "m.keller" }));
  return { kind: "quote", lead, pets, mails, history: events, owner: { updates, links: 2, recorded, checklist: mailChecklist(lang, recorded), messages: sampleMessages(lang), documents: sampleDocuments, reminders: true }, rateCardNow, ...(tooEarly ? { earliestTravelDate: "2027-05-27" } : {}) } satisfies LeadDetail & LeadViewProps;
}

/** The contact message of the mail stories as the lead page gets it: answered, unverified, one mail still retrying. */
export function contactLead(lang: Lang): LeadViewProps {
  const message = mailContact();
  return {
    kind: "contact",
    lead: {
      id: uuid("c1", 777),
      createdAt: at("11-25T16:12"),
      reference: "ARC-3VN6B8",
      language: lang,
      verification: "unverified",
      recaptchaScore: null,
      idempotencyKey: null,
      name: message.name,
      email: message.email,
      clientIpHash: null,
      userAgent: null,
      status: "answered",
      subject: message.subject,
      message: message.message,
    },
    mails: [mail(5, "sales_contact", "sales@example.com", "logged", 1, "11-25T16:12", "11-25T16:12")],
    history: [history("11-26T08:45", "s.brandt", "new", "answered")],
  };
}
