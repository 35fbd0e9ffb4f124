/**
 * The quote form in three steps (once the page is interactive; without JavaScript it stays one page):
 * the journey, then what the form already knows with the contact details, then optional extras.
 * Which field belongs to which step lives here, apart from the components, so it can be tested.
 */
import type { FieldPath } from "react-hook-form";
import type { MessageKey } from "../../i18n/messages/index.ts";
import type { QuoteValues } from "./quote-fields.ts";

export const QUOTE_STEPS = ["journey", "plan", "extras"] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];
export const LAST_STEP = QUOTE_STEPS.length - 1;

/**
 * The fields each step asks for, in the order they appear; a name covers everything under it
 * (each additional pet, the measurements). Additional pets keep their whole block in the journey:
 * splitting each of them over two steps would ask for more than it saves.
 */
export const STEP_FIELDS = {
  journey: ["petType", "weight", "additionalPets", "additionalPetsNotes", "departureAddress", "destinationAddress", "travelDate"],
  plan: ["microchippedOn", "vaccinatedOn", "name", "email", "phone"],
  // The bot-check token has no field of its own: a refusal for it shows on the last step, next to the submit button.
  extras: ["breed", "isSnubNose", "dimensions", "needPickup", "needDelivery", "hasOwnCrate", "crateImage", "additionalNotes", "recaptchaToken"],
} as const satisfies Record<QuoteStep, ReadonlyArray<FieldPath<QuoteValues>>>;

/** The step (0, 1, 2) a field path belongs to; anything unknown goes to the last step, where the form is sent. */
export function stepOf(path: string): number {
  const top = path.split(".")[0];
  const index = QUOTE_STEPS.findIndex((step) => (STEP_FIELDS[step] as readonly string[]).includes(top ?? ""));
  return index === -1 ? LAST_STEP : index;
}

const measurements = ["dimensions.length", "dimensions.width", "dimensions.height"] as const;
const petPaths = (prefix: string) => ["petType", "breed", "weight", ...measurements].map((name) => `${prefix}${name}`);

/**
 * Every path of a step that can carry an error, in the order the fields appear on screen: what an
 * error summary lists and what Next checks. `petCount` is the number of additional pets.
 */
export function errorPathsOf(step: number, petCount: number): string[] {
  const paths: string[] = [];
  for (const name of STEP_FIELDS[QUOTE_STEPS[step] ?? "extras"]) {
    if (name === "additionalPets") {
      paths.push(name);
      for (let index = 0; index < petCount; index++) paths.push(...petPaths(`additionalPets.${index}.`));
    } else if (name === "dimensions") paths.push(...measurements);
    else paths.push(name);
  }
  return paths;
}

/** Paths (a server's answer) in the order their fields appear; any the form does not know last. */
export function inDisplayOrder(paths: readonly string[], petCount: number): string[] {
  const order = QUOTE_STEPS.flatMap((_, step) => errorPathsOf(step, petCount));
  const position = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  return [...paths].sort((a, b) => position(a) - position(b));
}

/** The label of a field path as its message key (`pet` for an additional pet's field: its number as the form shows it). */
const labels: Record<string, MessageKey> = {
  petType: "quote.petType",
  breed: "quote.breed",
  weight: "quote.weight",
  "dimensions.length": "quote.length",
  "dimensions.width": "quote.width",
  "dimensions.height": "quote.height",
  additionalPets: "quote.section.additionalPets",
  additionalPetsNotes: "quote.additionalPetsNotes",
  departureAddress: "quote.departure",
  destinationAddress: "quote.destination",
  travelDate: "quote.travelDate",
  microchippedOn: "quote.microchippedOn",
  vaccinatedOn: "quote.vaccinatedOn",
  name: "quote.name",
  email: "quote.email",
  phone: "quote.phone",
  crateImage: "quote.crateImage",
  additionalNotes: "quote.notes",
};

export function labelOf(path: string): { key: MessageKey; pet?: number } | undefined {
  const pet = /^additionalPets\.(\d+)\.(.+)$/.exec(path);
  if (pet) {
    const key = labels[pet[2]!];
    return key ? { key, pet: Number(pet[1]) + 2 } : undefined;
  }
  const key = labels[path];
  return key ? { key } : undefined;
}
