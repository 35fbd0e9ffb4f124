/** Sales workflow of a quote request: new → contacted → quoted → booked → closed, or spam. */
export const leadStatuses = ["new", "contacted", "quoted", "booked", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Workflow of a contact message: a question is answered, then closed (or it was spam). */
export const contactStatuses = ["new", "answered", "closed", "spam"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** The statuses a lead of a kind can have. */
export const statusesOf = (kind: "quote" | "contact"): readonly AnyLeadStatus[] => (kind === "quote" ? leadStatuses : contactStatuses);
export type AnyLeadStatus = LeadStatus | ContactStatus;
/** Every status of either kind (for the inbox filter, which a kind then narrows). */
export const anyLeadStatuses = [...new Set<AnyLeadStatus>([...leadStatuses, ...contactStatuses])] as [AnyLeadStatus, ...AnyLeadStatus[]];
/** Whether a stored text (a history entry's) is a status. */
export const isLeadStatus = (value: string | null): value is AnyLeadStatus => (anyLeadStatuses as readonly string[]).includes(value ?? "");

/**
 * Where a pet's journey stands, as its owner reads it on the private request page. Every request
 * starts `received`; each update the team posts names the stage it moves the journey to.
 */
export const journeyStages = ["received", "preparing", "quote_sent", "booked", "documents_checked", "picked_up", "departed", "landed", "cleared", "delivered"] as const;
export type JourneyStage = (typeof journeyStages)[number];
/** The stages an update can move a journey to (every request is `received` from the start). */
export const updateStages = journeyStages.filter((stage) => stage !== "received") as Exclude<JourneyStage, "received">[];
/** The photos one update may carry (each checked like a crate photo, so at most `LIMITS.maxCrateImageBytes`). */
export const MAX_UPDATE_PHOTOS = 4;
/** The photos one message from an owner to the team may carry (checked like an update's). */
export const MAX_MESSAGE_PHOTOS = 3;
/** Messages one request may send the team in a day: far more than an owner writes, few enough that a leaked link cannot flood the sales inbox. */
export const MAX_MESSAGES_PER_DAY = 10;

/**
 * The sales status a journey's stage implies: the team is working on a request being prepared, a sent quote is
 * quoted, and from the booking on the journey is booked. An update moves the sale forward to it (never back, and
 * never out of closed or spam: those are the team's own decision), so the owner's stage and the inbox agree.
 */
const statusOfStage: Record<(typeof updateStages)[number], LeadStatus> = {
  preparing: "contacted",
  quote_sent: "quoted",
  booked: "booked",
  documents_checked: "booked",
  picked_up: "booked",
  departed: "booked",
  landed: "booked",
  cleared: "booked",
  delivered: "booked",
};
const salesOrder: readonly LeadStatus[] = ["new", "contacted", "quoted", "booked"];

/** The status a quote request has after an update that names `stage` (the same status when it does not move). */
export function statusAfterUpdate(current: LeadStatus, stage: (typeof updateStages)[number]): LeadStatus {
  const implied = statusOfStage[stage];
  const at = salesOrder.indexOf(current);
  return at >= 0 && salesOrder.indexOf(implied) > at ? implied : current;
}
