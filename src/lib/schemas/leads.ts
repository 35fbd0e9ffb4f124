/**
 * The lead payloads of docs/requirements.md §3 with the rules of docs/requirements.md §5 — one schema per payload, used by the
 * forms (react-hook-form) and by the server. Error messages are message keys, translated where
 * they are shown, so one schema serves both languages.
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { inDoneOnWindow, inTravelWindow } from "../travel-window.ts";
import { isCalendarDate } from "../planner/dates.ts";

// zod probes whether it may compile validators with `new Function`; the CSP forbids eval, so it
// is told not to (otherwise every page with a form logs a CSP violation).
z.config({ jitless: true });

const msg = (key: MessageKey) => ({ error: key });

/** Bounds the requirements leave open (docs/decisions/006): generous for the largest dogs and crates. */
export const LIMITS = {
  maxWeightKg: 150,
  maxDimensionCm: 300,
  maxAdditionalPets: 10,
  maxCrateImageBytes: 5 * 1024 * 1024,
  maxCrateImagePixels: 8000,
} as const;

export const CRATE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;

/** Name of the hidden field that people never fill in. */
export const HONEYPOT_FIELD = "website";

/** Whether a payload's honeypot holds anything: people leave it empty, bots fill it, with any kind of value. */
export function honeypotFilled(raw: unknown): boolean {
  if (!raw || typeof raw !== "object" || !Object.hasOwn(raw, HONEYPOT_FIELD)) return false;
  const value = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
export const RECAPTCHA_PLACEHOLDER = "recaptcha-not-loaded";

/**
 * Control characters other than tab and line breaks are never part of what people type (a NUL
 * cannot even be stored in PostgreSQL text); they are removed before any other check.
 */
export const withoutControlCharacters = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "");

/** Required text: missing, too short and blank all give the field's own message. */
const required = (min: number, max: number, key: MessageKey) =>
  z.string(msg(key)).overwrite(withoutControlCharacters).trim().min(min, msg(key)).max(max, msg("validation.tooLong"));
const optionalText = (max: number) =>
  z
    .string()
    .overwrite(withoutControlCharacters)
    .trim()
    .max(max, msg("validation.tooLong"))
    .optional()
    .transform((value) => (value ? value : undefined));

const weight = z.number(msg("validation.weight")).positive(msg("validation.weight")).max(LIMITS.maxWeightKg, msg("validation.weightMax"));
/** A measurement in cm; 0 (a newly added pet, docs/requirements.md §3) and empty mean "not given". */
const dimension = z.preprocess(
  (value) => (value === 0 || value === null || value === "" ? undefined : value),
  z.number(msg("validation.dimension")).positive(msg("validation.dimension")).max(LIMITS.maxDimensionCm, msg("validation.dimensionMax")).optional(),
);

export const dimensionsSchema = z.object({ length: dimension, width: dimension, height: dimension }).optional();

export const petSchema = z.object({
  petType: z.enum(["dog", "cat"], msg("validation.petType")),
  breed: optionalText(100),
  weight,
  isSnubNose: z.boolean().optional().default(false),
  dimensions: dimensionsSchema,
});

const travelDate = z
  .string(msg("validation.travelDate"))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg("validation.travelDate"))
  .refine((value) => !Number.isNaN(Date.parse(value)), msg("validation.travelDate"))
  .refine((value) => inTravelWindow(value), msg("validation.travelDateRange"));

/**
 * The day a step of the entry rules was already done (the microchip, the first rabies vaccination), so that the
 * plan counts its waiting times from it: a calendar date, today or up to 25 years back; empty is "not given".
 */
const doneOn = z
  .string(msg("validation.doneOn"))
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || (inDoneOnWindow(value) && isCalendarDate(value)), msg("validation.doneOn"));

/** A data URL of a JPEG, PNG or GIF; the bytes are checked again on the server by their magic numbers. */
const crateImage = z
  .string()
  .regex(/^data:image\/(jpeg|jpg|png|gif);base64,[A-Za-z0-9+/=\s]+$/, msg("validation.crateImageType"))
  .refine((value) => Math.floor(((value.length - value.indexOf(",") - 1) * 3) / 4) <= LIMITS.maxCrateImageBytes, msg("validation.crateImageSize"))
  .optional();

const contactFields = {
  email: z.string(msg("validation.email")).trim().max(254, msg("validation.email")).pipe(z.email(msg("validation.email"))),
  recaptchaToken: z.string(msg("validation.recaptcha")).min(1, msg("validation.recaptcha")).max(4000),
};

/** What the price estimate reads of a quote request: the pets, where to, and the services asked for. */
const journeyFields = {
  additionalPets: z.array(petSchema).max(LIMITS.maxAdditionalPets, msg("validation.tooManyPets")).optional().default([]),
  destinationAddress: required(3, 200, "validation.destinationAddress"),
  needPickup: z.boolean().optional().default(false),
  needDelivery: z.boolean().optional().default(false),
  hasOwnCrate: z.boolean().optional().default(false),
};
export const quoteJourneySchema = petSchema.extend(journeyFields);
export type QuoteJourney = z.output<typeof quoteJourneySchema>;

export const quoteInquirySchema = petSchema
  .extend({
    ...journeyFields,
    additionalPetsNotes: optionalText(2000),
    departureAddress: required(3, 200, "validation.departureAddress"),
    travelDate,
    microchippedOn: doneOn,
    vaccinatedOn: doneOn,
    crateImage,
    additionalNotes: optionalText(5000),
    name: required(2, 100, "validation.fullName"),
    phone: required(5, 40, "validation.phone"),
    ...contactFields,
  })
  // The photo belongs to an own crate only.
  .transform((value) => (value.hasOwnCrate ? value : { ...value, crateImage: undefined }));

export const contactMessageSchema = z.object({
  name: required(2, 100, "validation.name"),
  subject: required(1, 200, "validation.subject"),
  message: required(10, 5000, "validation.message"),
  ...contactFields,
});

export const newsletterSchema = z.object({
  email: contactFields.email,
  language: z.enum(["en", "de"]).optional().default("en"),
});

export type QuoteInquiryInput = z.input<typeof quoteInquirySchema>;
export type QuoteInquiry = z.output<typeof quoteInquirySchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type Pet = z.output<typeof petSchema>;

/** The contact form's preset subjects (docs/requirements.md §2). */
export const contactSubjects = ["general", "feedback", "support", "media", "partnership"] as const;

/** A pet's stored columns (the first pet's on the inquiry, each further pet's row), as the inbox reads them. */
export const petColumns = (pet: Pet) => ({
  petType: pet.petType,
  breed: pet.breed ?? null,
  weightKg: pet.weight,
  isSnubNose: pet.isSnubNose,
  lengthCm: pet.dimensions?.length ?? null,
  widthCm: pet.dimensions?.width ?? null,
  heightCm: pet.dimensions?.height ?? null,
});
