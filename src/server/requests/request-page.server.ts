/**
 * What the private request page shows (and the inbox, for the team's updates): the request as it
 * was sent, where the journey stands, its dated checklist and the team's updates, newest first.
 */
import type { PricedEstimate } from "../../lib/estimate.ts";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { LeadChecklist } from "../../features/mail/LeadParts.tsx";
import type { Lang } from "../../i18n/languages.ts";
import type { JourneyStage } from "../../lib/lead-status.ts";
import type { Pet } from "../../lib/schemas/leads.ts";
import type { RequestDocument } from "../../lib/schemas/request-document.ts";
import { getDatabase } from "../db/client.server.ts";
import { quoteInquiries, quoteInquiryPets, requestDocuments, requestMessagePhotos, requestMessages, requestReminders, requestSteps, requestUpdatePhotos, requestUpdates, users } from "../db/schema.ts";
import { leadChecklist } from "../requirements.server.ts";
import { messagesOf, type RequestMessage, type RequestPhoto } from "./messages.server.ts";

export type { RequestPhoto };

export interface RequestUpdate {
  id: number;
  /** ISO time the update was posted. */
  at: string;
  stage: JourneyStage;
  text: string;
  photos: RequestPhoto[];
  /** Who posted it: for the team's own view only, never on the owner's page. */
  by?: string | null;
}

export interface RequestPageData {
  reference: string;
  receivedAt: string;
  stage: JourneyStage;
  name: string;
  email: string;
  phone: string;
  departureAddress: string;
  destinationAddress: string;
  travelDate: string;
  pets: Pet[];
  needPickup: boolean;
  needDelivery: boolean;
  hasOwnCrate: boolean;
  additionalNotes: string | null;
  /** The price estimate shown when the request was sent. */
  estimate?: PricedEstimate;
  checklist?: LeadChecklist;
  /** The steps recorded done on this page or the lead page, by step id (they can be opened again). */
  recorded: Record<string, string>;
  updates: RequestUpdate[];
  /** What the owner wrote to the team, newest first. */
  messages: RequestMessage[];
  /** Whether the owner asked for reminder mails before the steps' deadlines. */
  reminders: boolean;
  /** The papers uploaded for the steps, oldest first, with the team's verdicts. */
  documents: RequestDocument[];
}

type PetRow = Pick<typeof quoteInquiryPets.$inferSelect, "petType" | "breed" | "weightKg" | "isSnubNose" | "lengthCm" | "widthCm" | "heightCm">;

/** A stored pet as the form described it. */
const petOf = (row: PetRow): Pet => ({
  petType: row.petType,
  breed: row.breed ?? undefined,
  weight: row.weightKg,
  isSnubNose: row.isSnubNose,
  dimensions: row.lengthCm && row.widthCm && row.heightCm ? { length: row.lengthCm, width: row.widthCm, height: row.heightCm } : undefined,
});

/** A request's updates with their photos' sizes, newest first; `withAuthor` adds who posted each (for the inbox). */
export async function updatesOf(inquiryId: string, { withAuthor = false } = {}): Promise<RequestUpdate[]> {
  const { db } = await getDatabase();
  const updates = await db
    .select({ id: requestUpdates.id, at: requestUpdates.createdAt, stage: requestUpdates.stage, text: requestUpdates.text, ...(withAuthor ? { by: users.username } : {}) })
    .from(requestUpdates)
    .leftJoin(users, eq(users.id, requestUpdates.userId))
    .where(eq(requestUpdates.inquiryId, inquiryId))
    .orderBy(desc(requestUpdates.createdAt), desc(requestUpdates.id));
  if (updates.length === 0) return [];
  const photos = await db
    .select({ id: requestUpdatePhotos.id, updateId: requestUpdatePhotos.updateId, width: requestUpdatePhotos.width, height: requestUpdatePhotos.height })
    .from(requestUpdatePhotos)
    .where(inArray(requestUpdatePhotos.updateId, updates.map((update) => update.id)))
    .orderBy(requestUpdatePhotos.position);
  return updates.map((update) => ({
    ...update,
    at: update.at.toISOString(),
    photos: photos.filter((photo) => photo.updateId === update.id).map(({ id, width, height }) => ({ id, width, height })),
  }));
}

/** The request's steps recorded done, by step id. */
async function recordedSteps(inquiryId: string): Promise<Record<string, string>> {
  const { db } = await getDatabase();
  const rows = await db.select({ stepId: requestSteps.stepId, doneOn: requestSteps.doneOn }).from(requestSteps).where(eq(requestSteps.inquiryId, inquiryId));
  return Object.fromEntries(rows.map((row) => [row.stepId, row.doneOn]));
}

/** A request's documents, oldest first, without their bytes. */
export async function documentsOf(inquiryId: string): Promise<RequestDocument[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ id: requestDocuments.id, stepId: requestDocuments.stepId, at: requestDocuments.createdAt, type: requestDocuments.type, width: requestDocuments.width, height: requestDocuments.height, status: requestDocuments.status, reason: requestDocuments.reason })
    .from(requestDocuments)
    .where(eq(requestDocuments.inquiryId, inquiryId))
    .orderBy(requestDocuments.createdAt, requestDocuments.id);
  return rows.map(({ type, at, ...row }) => ({ ...row, at: at.toISOString(), kind: type === "application/pdf" ? "pdf" : "image" }));
}

/** The stage the newest update reached; `received` before the first. */
export const stageOf = (updates: RequestUpdate[]): JourneyStage => updates[0]?.stage ?? "received";

/** What the request page shows, its checklist as of `now`. */
export async function requestPage(inquiryId: string, lang: Lang, now = new Date()): Promise<RequestPageData | undefined> {
  const { db } = await getDatabase();
  const [lead] = await db.select().from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId));
  if (!lead) return undefined;
  const [others, updates, recorded, messages, reminders, documents] = await Promise.all([
    db.select().from(quoteInquiryPets).where(eq(quoteInquiryPets.inquiryId, inquiryId)).orderBy(quoteInquiryPets.position),
    updatesOf(inquiryId),
    recordedSteps(inquiryId),
    messagesOf(inquiryId),
    db.select({ id: requestReminders.inquiryId }).from(requestReminders).where(eq(requestReminders.inquiryId, inquiryId)),
    documentsOf(inquiryId),
  ]);
  const pets = [petOf(lead), ...others.map(petOf)];
  const checklist = await leadChecklist({ ...lead, additionalPets: pets.slice(1), stepsDone: recorded }, lang, now);
  return {
    reference: lead.reference,
    receivedAt: lead.createdAt.toISOString(),
    stage: stageOf(updates),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    departureAddress: lead.departureAddress,
    destinationAddress: lead.destinationAddress,
    travelDate: lead.travelDate,
    pets,
    needPickup: lead.needPickup,
    needDelivery: lead.needDelivery,
    hasOwnCrate: lead.hasOwnCrate,
    additionalNotes: lead.additionalNotes,
    ...(lead.estimate ? { estimate: lead.estimate } : {}),
    ...(checklist ? { checklist } : {}),
    recorded,
    updates,
    messages,
    reminders: reminders.length > 0,
    documents,
  };
}

/**
 * A photo of one of the request's updates or of its owner's messages, or undefined (also when it
 * belongs to another request).
 */
export async function requestPhoto(inquiryId: string, photoId: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  const { db } = await getDatabase();
  const [photo] = await db
    .select({ bytes: requestUpdatePhotos.bytes, type: requestUpdatePhotos.type })
    .from(requestUpdatePhotos)
    .innerJoin(requestUpdates, eq(requestUpdates.id, requestUpdatePhotos.updateId))
    .where(and(eq(requestUpdatePhotos.id, photoId), eq(requestUpdates.inquiryId, inquiryId)))
    .unionAll(
      db
        .select({ bytes: requestMessagePhotos.bytes, type: requestMessagePhotos.type })
        .from(requestMessagePhotos)
        .innerJoin(requestMessages, eq(requestMessages.id, requestMessagePhotos.messageId))
        .where(and(eq(requestMessagePhotos.id, photoId), eq(requestMessages.inquiryId, inquiryId))),
    );
  return photo;
}
