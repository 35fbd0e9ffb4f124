import { describe, expect, it } from "vitest";
import { formToPayload } from "./form-payload.ts";

describe("form payload", () => {
  it("builds the nested JSON payload from dotted field names", () => {
    const form = new FormData();
    form.set("petType", "dog");
    form.set("weight", "12,5");
    form.set("dimensions.length", "70");
    form.set("dimensions.width", "");
    form.set("isSnubNose", "on");
    form.set("additionalPets.0.petType", "cat");
    form.set("additionalPets.0.weight", "4");
    form.set("name", "Anna");
    expect(formToPayload(form)).toEqual({
      petType: "dog",
      weight: 12.5,
      dimensions: { length: 70 },
      isSnubNose: true,
      needPickup: false,
      needDelivery: false,
      hasOwnCrate: false,
      additionalPets: [{ petType: "cat", weight: 4, isSnubNose: false }],
      name: "Anna",
    });
  });
});
