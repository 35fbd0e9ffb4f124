import { describe, expect, it } from "vitest";
import { prefilledFromQuery, prefilledValues } from "./quote-prefill.ts";

const now = new Date("2026-11-23T10:00:00Z");
const query = (search: string, lang: "en" | "de" = "en") => prefilledFromQuery(new URLSearchParams(search), lang, now);

describe("quote prefill", () => {
  it("fills in a destination of the site with its label in the language, and a date in the window", () => {
    expect(query("destination=japan/tokyo-nrt&travelDate=2027-07-23")).toEqual({ destinationAddress: "Tokyo (NRT), Japan", travelDate: "2027-07-23" });
    expect(query("destination=japan%2Ftokyo-nrt&travelDate=2027-07-23", "de")).toEqual({ destinationAddress: "Tokio (NRT), Japan", travelDate: "2027-07-23" });
    expect(prefilledValues({ destination: "germany/munich-muc" }, "de", now)).toEqual({ destinationAddress: "München (MUC), Deutschland" });
  });

  it("drops each value that does not fit, and ignores every other parameter", () => {
    expect(query("destination=japan/atlantis-xxx&travelDate=2027-07-23")).toEqual({ travelDate: "2027-07-23" });
    expect(query("destination=__proto__&travelDate=2027-02-29")).toEqual({});
    for (const date of ["2026-11-21", "2028-11-24", "23.07.2027", "2027-7-23", "", "x".repeat(5000)]) expect(query(`destination=japan/tokyo-nrt&travelDate=${date}`), date).toEqual({ destinationAddress: "Tokyo (NRT), Japan" });
    expect(query("name=Spam&destinationAddress=Evil")).toEqual({});
    expect(prefilledValues(undefined, "en", now)).toEqual({});
    expect(prefilledValues({ destination: 42, travelDate: ["2027-07-23"] }, "en", now)).toEqual({});
  });
});
