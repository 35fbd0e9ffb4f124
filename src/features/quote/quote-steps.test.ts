import { describe, expect, it } from "vitest";
import { petSchema, quoteInquirySchema } from "../../lib/schemas/leads.ts";
import { errorPathsOf, inDisplayOrder, labelOf, LAST_STEP, QUOTE_STEPS, STEP_FIELDS, stepOf } from "./quote-steps.ts";

// The schema's fields (the transform wraps the object; its input is the object before it).
const schemaFields = Object.keys((quoteInquirySchema as unknown as { in: { shape: Record<string, unknown> } }).in.shape);

describe("quote steps", () => {
  it("puts every field of the payload in exactly one step", () => {
    const placed = QUOTE_STEPS.flatMap((step) => STEP_FIELDS[step] as readonly string[]);
    expect([...placed].sort()).toEqual([...schemaFields].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("asks for the journey first, the contact details second and the optional extras last", () => {
    expect(["petType", "weight", "departureAddress", "destinationAddress", "travelDate", "additionalPets.2.weight", "additionalPets.0.breed"].map(stepOf)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(["microchippedOn", "vaccinatedOn", "name", "email", "phone"].map(stepOf)).toEqual([1, 1, 1, 1, 1]);
    expect(["breed", "isSnubNose", "dimensions.length", "hasOwnCrate", "crateImage", "additionalNotes", "needPickup"].map(stepOf)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    // Whatever has no step of its own is refused where the form is sent.
    expect(stepOf("somethingElse")).toBe(LAST_STEP);
  });

  it("lists a step's error paths in the order the fields appear, each additional pet in full", () => {
    expect(errorPathsOf(0, 0)).toEqual(["petType", "weight", "additionalPets", "additionalPetsNotes", "departureAddress", "destinationAddress", "travelDate"]);
    expect(errorPathsOf(0, 1)).toEqual([
      "petType",
      "weight",
      "additionalPets",
      ...Object.keys(petSchema.shape)
        .filter((name) => name !== "isSnubNose")
        .flatMap((name) => (name === "dimensions" ? ["length", "width", "height"].map((side) => `additionalPets.0.dimensions.${side}`) : [`additionalPets.0.${name}`])),
      "additionalPetsNotes",
      "departureAddress",
      "destinationAddress",
      "travelDate",
    ]);
    expect(errorPathsOf(1, 3)).toEqual(["microchippedOn", "vaccinatedOn", "name", "email", "phone"]);
    expect(errorPathsOf(2, 0)).toEqual(["breed", "isSnubNose", "dimensions.length", "dimensions.width", "dimensions.height", "needPickup", "needDelivery", "hasOwnCrate", "crateImage", "additionalNotes", "recaptchaToken"]);
  });

  it("labels a field by its message key, an additional pet's with the number the form shows", () => {
    expect(labelOf("weight")).toEqual({ key: "quote.weight" });
    expect(labelOf("dimensions.height")).toEqual({ key: "quote.height" });
    expect(labelOf("additionalPets.0.weight")).toEqual({ key: "quote.weight", pet: 2 });
    expect(labelOf("recaptchaToken")).toBeUndefined();
  });
});

describe("inDisplayOrder", () => {
  it("sorts a server's error paths as the form shows the fields, unknown ones last", () => {
    expect(inDisplayOrder(["email", "unknown", "additionalPets.0.weight", "breed", "weight"], 1)).toEqual(["weight", "additionalPets.0.weight", "email", "breed", "unknown"]);
  });
});

describe("the plan request of the quote form", () => {
  it("carries the days of steps already done, and leaves out a day the API would refuse", async () => {
    const { travelPlanUrl } = await import("./use-travel-plan.ts");
    const now = new Date("2026-11-29T10:00:00Z");
    const url = travelPlanUrl({ destination: "japan/tokyo-nrt", travelDate: "2027-08-01", species: "dog", origin: undefined, microchippedOn: "2026-01-10", vaccinatedOn: "2026-12-01", lang: "en" }, now);
    const params = new URL(url!, "http://site.test").searchParams;
    expect(params.get("microchippedOn")).toBe("2026-01-10");
    expect(params.has("vaccinatedOn")).toBe(false);
  });
});
