import { describe, expect, it } from "vitest";
import { addDays, officeToday } from "../office-day.ts";
import { quoteInquirySchema } from "./leads.ts";

const valid = {
  petType: "dog",
  weight: 12,
  departureAddress: "Frankfurt (FRA), Germany",
  destinationAddress: "Tokyo (NRT), Japan",
  travelDate: addDays(officeToday(), 200),
  name: "Lena Example",
  email: "lena@example.org",
  phone: "+49 69 1234567",
  recaptchaToken: "token",
};

describe("the quote request's days of steps already done", () => {
  const today = officeToday();
  const parse = (fields: Record<string, unknown>) => quoteInquirySchema.safeParse({ ...valid, ...fields });

  it("takes today or a day of the last 25 years, and reads an empty field as not given", () => {
    const result = parse({ microchippedOn: addDays(today, -400), vaccinatedOn: today });
    expect(result.success && [result.data.microchippedOn, result.data.vaccinatedOn]).toEqual([addDays(today, -400), today]);
    const empty = parse({ microchippedOn: "", vaccinatedOn: "  " });
    expect(empty.success && [empty.data.microchippedOn, empty.data.vaccinatedOn]).toEqual([undefined, undefined]);
  });

  it("refuses a future day, an impossible date, a day over 25 years back and other text, with the field's own message", () => {
    for (const value of [addDays(today, 1), "2027-02-29", `${Number(today.slice(0, 4)) - 26}${today.slice(4)}`, "yesterday", "2026-1-5"]) {
      const result = parse({ vaccinatedOn: value });
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]), value).toEqual([["vaccinatedOn", "validation.doneOn"]]);
    }
  });
});
