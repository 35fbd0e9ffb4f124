/**
 * Database schema (docs/requirements.md §3 "Stored records" and the leads the site collects). Content lives in
 * files under `content/`, not in the database. Generated migrations are in `drizzle/`.
 */
import { sql } from "drizzle-orm";
import type { AgainReason, DocumentStatus } from "../../lib/schemas/request-document.ts";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { MailTemplate } from "../../features/mail/templates.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";
import type { RateCard } from "../../lib/schemas/rate-card.ts";
import type { CompanyFacts } from "../../lib/schemas/company.ts";
import { contactStatuses, journeyStages, leadStatuses } from "../../lib/lead-status.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const petType = pgEnum("pet_type", ["dog", "cat"]);
export const language = pgEnum("language", ["en", "de"]);
export const leadStatus = pgEnum("lead_status", leadStatuses);
export const contactStatus = pgEnum("contact_status", contactStatuses);
export const journeyStage = pgEnum("journey_stage", journeyStages);
/** Whether the bot check confirmed the sender; leads are stored either way and never lost. */
export const verification = pgEnum("verification", ["verified", "unverified"]);
/** `logged`: no SMTP server was configured, so the worker wrote the message to the log instead. */
export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed", "logged"]);

export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  username: text("username").notNull().unique(),
  /** Salted, memory-hard hash in PHC string format; the clear password is never stored. */
  password: text("password").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A pet as the quote form describes it: the first pet lives on the inquiry, the others in quote_inquiry_pets. */
const petColumns = () => ({
  petType: petType("pet_type").notNull(),
  breed: text("breed"),
  weightKg: doublePrecision("weight_kg").notNull(),
  isSnubNose: boolean("is_snub_nose").notNull().default(false),
  lengthCm: doublePrecision("length_cm"),
  widthCm: doublePrecision("width_cm"),
  heightCm: doublePrecision("height_cm"),
});

const leadColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
  /**
   * The short reference the sender and staff quote (`ARC-7K4M2Q`): the database numbers every lead
   * and turns the number into a code (the function `lead_reference` of migration 0008), so it is
   * unique across all leads however many arrive at once.
   */
  reference: text("reference")
    .notNull()
    .unique()
    .default(sql`lead_reference(nextval('lead_reference_seq'))`),
  language: language("language").notNull(),
  verification: verification("verification").notNull(),
  recaptchaScore: real("recaptcha_score"),
  /**
   * Lets a client repeat a submission safely: one key, one lead. Holds the key's SHA-256 (hex), never
   * the key: a key asked again gets a quote request's page, so a copy of the database must not.
   */
  idempotencyKey: text("idempotency_key").unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** HMAC of the client IP: lets staff spot repeated abuse without keeping the address. */
  clientIpHash: text("client_ip_hash"),
  userAgent: text("user_agent"),
});

export const quoteInquiries = pgTable(
  "quote_inquiries",
  {
    ...leadColumns(),
    status: leadStatus("status").notNull().default("new"),
    phone: text("phone").notNull(),
    ...petColumns(),
    departureAddress: text("departure_address").notNull(),
    destinationAddress: text("destination_address").notNull(),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    /** The days the owner gave for the microchip and the first rabies vaccination, where already done (the plan counts from them). */
    microchippedOn: date("microchipped_on", { mode: "string" }),
    vaccinatedOn: date("vaccinated_on", { mode: "string" }),
    needPickup: boolean("need_pickup").notNull().default(false),
    needDelivery: boolean("need_delivery").notNull().default(false),
    hasOwnCrate: boolean("has_own_crate").notNull().default(false),
    crateImage: bytea("crate_image"),
    crateImageType: text("crate_image_type"),
    additionalNotes: text("additional_notes"),
    additionalPetsNotes: text("additional_pets_notes"),
    /** Country key of the site's destination the destination field names (chosen from its suggestions); null for any other place. */
    destinationCountry: text("destination_country"),
    /** The price estimate shown to the sender (`lib/estimate.ts`), with the rate card's version in it and its texts in the lead's language; null when none was shown. */
    estimate: jsonb("estimate").$type<PricedEstimate>(),
    rateCardVersion: integer("rate_card_version"),
  },
  (table) => [
    index("quote_inquiries_created_at_idx").on(table.createdAt),
    // The inbox overview: counts by status, and by destination country per quarter.
    index("quote_inquiries_status_idx").on(table.status),
    index("quote_inquiries_destination_idx").on(table.createdAt, table.destinationCountry),
    index("quote_inquiries_email_idx").on(sql`lower(${table.email})`),
  ],
);

export const quoteInquiryPets = pgTable(
  "quote_inquiry_pets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => quoteInquiries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    ...petColumns(),
  },
  (table) => [uniqueIndex("quote_inquiry_pets_position_idx").on(table.inquiryId, table.position)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    ...leadColumns(),
    status: contactStatus("status").notNull().default("new"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_status_idx").on(table.status),
    index("contact_messages_email_idx").on(sql`lower(${table.email})`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    language: language("language").notNull(),
    createdAt: createdAt(),
    /** SHA-256 of the token mailed for double opt-in; the token itself is never stored. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${table.email})`),
    index("newsletter_subscribers_created_at_idx").on(table.createdAt),
  ],
);

/** Numbers the references of all leads (see `reference`). */
export const leadReferenceSequence = pgSequence("lead_reference_seq", { startWith: 1 });

/** Transactional outbox: written in the same transaction as the lead, sent by the mail worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    kind: text("kind").notNull(),
    quoteInquiryId: uuid("quote_inquiry_id").references(() => quoteInquiries.id, { onDelete: "cascade" }),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    /** Of mails to an address a visitor typed: the mailbox behind it (see mailboxKey), for the daily limit. */
    recipientKey: text("recipient_key"),
    subject: text("subject").notNull(),
    /** What the mail says: a template of src/features/mail/ and its props, rendered when it is sent. */
    template: jsonb("template").$type<MailTemplate>(),
    /** The parts of a mail written before mails were kept as templates (sent as they are). */
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until this time; another process skips it meanwhile. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** A mail that must exist once however many processes try to write it, e.g. `digest:2026-11-22:sales@…`. */
    dedupeKey: text("dedupe_key").unique(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    // Mails to one mailbox in the last day (acknowledgements are limited per recipient).
    index("mail_outbox_recipient_idx").on(table.recipientKey, table.kind, table.createdAt),
  ],
);

export const mailDeliveryAttempts = pgTable("mail_delivery_attempts", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  outboxId: bigint("outbox_id", { mode: "number" })
    .notNull()
    .references(() => mailOutbox.id, { onDelete: "cascade" }),
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  ok: boolean("ok").notNull(),
  error: text("error"),
});

/** Staff sign-in sessions; the cookie holds a random token, the table only its SHA-256. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_sessions_user_idx").on(table.userId)],
);

/**
 * Browsers a staff member has signed in with before: the cookie holds a random token, the table only
 * its SHA-256. Failures from such a browser are counted for it alone, so a stranger who fails on
 * purpose to block a username cannot lock its owner out (decision 018).
 */
export const staffDevices = pgTable(
  "staff_devices",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_devices_user_idx").on(table.userId)],
);

export const leadKind = pgEnum("lead_kind", ["quote", "contact", "newsletter"]);

/**
 * What was done with a lead besides a status change or a note (`action` of `lead_events`): staff
 * withdrew a request's links; a step of the checklist was recorded done on a day, or opened again
 * (by the owner on the request page when `user_id` is empty and `by_owner` is set, else by staff);
 * staff accepted a document of a step, or asked for it again.
 */
export const leadEventActions = ["links_withdrawn", "step_done", "step_open", "document_accepted", "document_again"] as const;
export type LeadEventAction = (typeof leadEventActions)[number];

/** What staff did with a lead: status changes, internal notes and actions (withdrawing a request's links), with who and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadKind: leadKind("lead_kind").notNull(),
    leadId: uuid("lead_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** A status of the lead's kind (leadStatuses or contactStatuses). */
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    action: text("action").$type<LeadEventAction>(),
    /** For `step_done` and `step_open`: the step of the checklist, and the day it was recorded done. */
    stepId: text("step_id"),
    doneOn: date("done_on", { mode: "string" }),
    byOwner: boolean("by_owner").notNull().default(false),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadKind, table.leadId)],
);

/**
 * The private links to a quote request's page: the link holds a random token, the table only its
 * SHA-256. A request may have several (the confirmation's, one per mail that carries one); staff
 * revoke them all at once. They go with the request (retention, erasure).
 */
export const requestLinks = pgTable(
  "request_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => quoteInquiries.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("request_links_inquiry_idx").on(table.inquiryId)],
);

/** What the team tells the owner of a quote request: the stage the journey reached and a short text, with who and when. */
export const requestUpdates = pgTable(
  "request_updates",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => quoteInquiries.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    stage: journeyStage("stage").notNull(),
    text: text("text").notNull(),
  },
  (table) => [index("request_updates_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

/** Photos of an update, checked and stripped of metadata; served only through the request page and the inbox. */
export const requestUpdatePhotos = pgTable(
  "request_update_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    updateId: bigint("update_id", { mode: "number" })
      .notNull()
      .references(() => requestUpdates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
    type: text("type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [uniqueIndex("request_update_photos_position_idx").on(table.updateId, table.position)],
);

/**
 * The papers an owner uploaded for a step of the checklist: an image re-encoded without metadata, or a
 * PDF checked by poppler (served only as a download) with a preview of its first page drawn on the
 * server; the team's verdict on each. They go with the request (retention, erasure).
 */
export const requestDocuments = pgTable(
  "request_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => quoteInquiries.id, { onDelete: "cascade" }),
    stepId: text("step_id").notNull(),
    createdAt: createdAt(),
    /** `image/jpeg`, `image/png` or `application/pdf`. */
    type: text("type").notNull(),
    bytes: bytea("bytes").notNull(),
    /** The first page of a PDF as a PNG (an image is its own preview). */
    preview: bytea("preview"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    status: text("status").$type<DocumentStatus>().notNull().default("pending"),
    reason: text("reason").$type<AgainReason>(),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [index("request_documents_inquiry_idx").on(table.inquiryId, table.stepId)],
);

/**
 * The requests whose owner asked for reminder mails (on the request page; off until asked): one 14 and
 * one 3 days before each open step's deadline (mail/reminders.server.ts). The row goes when they stop
 * them, and with the request.
 */
export const requestReminders = pgTable("request_reminders", {
  inquiryId: uuid("inquiry_id")
    .primaryKey()
    .references(() => quoteInquiries.id, { onDelete: "cascade" }),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});

/** What the owner writes to the team on the request page: a text and a few photos, mailed to sales and shown on the lead page. */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => quoteInquiries.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    text: text("text").notNull(),
  },
  (table) => [index("request_messages_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

/** Photos of an owner's message, checked and stripped of their metadata; served only through the request page and the inbox. */
export const requestMessagePhotos = pgTable(
  "request_message_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => requestMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
    type: text("type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [uniqueIndex("request_message_photos_position_idx").on(table.messageId, table.position)],
);

/**
 * The steps of a quote request's checklist recorded as done, with their day: by the owner on the
 * request page or by staff on the lead page. The plan counts its waiting times from them; they go
 * with the request (retention, erasure).
 */
export const requestSteps = pgTable(
  "request_steps",
  {
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => quoteInquiries.id, { onDelete: "cascade" }),
    stepId: text("step_id").notNull(),
    doneOn: date("done_on", { mode: "string" }).notNull(),
    /** Who recorded it last: a staff member, or nobody (the owner). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.inquiryId, table.stepId] })],
);

/** That an erasure happened, and by whom — never what was erased. */
export const erasures = pgTable("erasures", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
});

/** Secrets the application generates once and shares between its processes (e.g. the IP-hash key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * The counters of the submission and sign-in limits (rate-limiter-flexible's table, created here
 * so that several processes starting at once do not race to create it).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * The company's rate card, one row per version (docs/decisions/031): staff save a version as a
 * draft, preview estimates with it, then publish it; the published version with the latest
 * validity date that has begun prices the quote form. Rows are never changed but for publishing,
 * so the table is the card's history (who saved and published each version, and when).
 */
export const rateCards = pgTable(
  "rate_cards",
  {
    version: integer("version").primaryKey().generatedAlwaysAsIdentity(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    /** The card's content as `lib/schemas/rate-card.ts` validates it, without its version and date (the columns). */
    card: jsonb("card").$type<Omit<RateCard, "version" | "validFrom">>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [index("rate_cards_valid_from_idx").on(table.validFrom)],
);

/**
 * The company's facts as staff edit them in the staff area (`company.server.ts`): each save is a version, a draft
 * until it is published; the newest published version is what the site shows. With none published, the site shows
 * the facts `content/company.json` ships with (the seed of a fresh installation).
 */
export const companyVersions = pgTable("company_versions", {
  version: integer("version").primaryKey().generatedAlwaysAsIdentity(),
  /** The facts as `lib/schemas/company.ts` validates them. */
  facts: jsonb("facts").$type<CompanyFacts>().notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/**
 * The company's photo library (`server/photos.server.ts`): photographs staff upload for the team, client stories
 * and the pages whose drawing they replace, each named by its content and kept as the files the site serves.
 */
export const photos = pgTable("photos", {
  /** The first 32 hex digits of the SHA-256 of the uploaded file: the same file uploaded twice is one photo. */
  id: text("id").primaryKey(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** A photo's files: `.jpg` (1200 × 800), `-400.avif` … `-1200.webp`, re-encoded without metadata. */
export const photoFiles = pgTable(
  "photo_files",
  {
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    suffix: text("suffix").notNull(),
    type: text("type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.suffix] })],
);
