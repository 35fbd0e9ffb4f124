/** Payloads shared by the lead tests. */
import { officeDaysAhead as inDays } from "../lib/office-day.ts";
import type { quoteInquiries } from "../server/db/schema.ts";

/** The date `days` after today as the office counts it (the travel-date window's today). */
export { inDays };
// 1×1 pixel PNG.
export const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** A complete, valid quote inquiry payload (two pets and a crate photo). */
export const validInquiry = () => ({
  petType: "dog",
  breed: "Border Collie",
  weight: 18.5,
  isSnubNose: false,
  dimensions: { length: 70, width: 22, height: 55 },
  additionalPets: [{ petType: "cat", breed: "Persian", weight: 4.2, isSnubNose: true, dimensions: { length: 45, width: 15, height: 30 } }],
  departureAddress: "Frankfurt am Main",
  destinationAddress: "Tokyo",
  travelDate: inDays(200),
  needPickup: true,
  needDelivery: false,
  hasOwnCrate: true,
  crateImage: PNG,
  additionalNotes: "Juno is calm.",
  name: "Katrin Vogel",
  email: "katrin@example.org",
  phone: "+49 69 123456",
  recaptchaToken: "recaptcha-not-loaded",
});

/** A complete, valid contact message payload. */
export const validContact = () => ({ name: "Jonas Meyer", email: "jonas@example.org", subject: "Feedback", message: "A very helpful website, thank you!", recaptchaToken: "recaptcha-not-loaded" });

/** The instant `days` days before now. */
export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * 86_400_000);

/** A quote request as the inbox's tests store it, with `extra` over these values. */
export const storedQuote = (extra: Partial<typeof quoteInquiries.$inferInsert> = {}) => ({
  language: "en" as const, verification: "verified" as const, name: "Anna Adler", email: "anna@example.org", phone: "+49 69 1",
  petType: "dog" as const, weightKg: 10, departureAddress: "Frankfurt am Main", destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(30), ...extra,
});
