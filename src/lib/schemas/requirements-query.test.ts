import { describe, expect, it } from "vitest";
import { parseRequirementsQuery } from "./requirements-query.ts";

const TODAY = "2026-11-23";
const parse = (query: string) => parseRequirementsQuery(new URLSearchParams(query), TODAY);
const errorOf = (query: string) => {
  const result = parse(query);
  return result.ok ? undefined : result.error;
};

describe("requirements API query", () => {
  it("reads the allowed parameters and ignores every other one", () => {
    expect(parse("travelDate=2027-07-23&language=de&species=dog&ageMonths=14&microchipped=1&vaccinated=0&destination=japan/tokyo-nrt&utm_source=x&__proto__=1")).toEqual({
      ok: true,
      query: { travelDate: "2027-07-23", language: "de", species: "dog", ageMonths: 14, microchipped: true, vaccinated: false, destination: "japan/tokyo-nrt" },
    });
    expect(parse("travelDate=2027-07-23")).toEqual({ ok: true, query: { travelDate: "2027-07-23" } });
  });

  it("takes an empty optional value as not given, and the first of repeated values", () => {
    expect(parse("travelDate=2027-07-23&species=&ageMonths=&language=")).toEqual({ ok: true, query: { travelDate: "2027-07-23" } });
    expect(parse("travelDate=2027-07-23&travelDate=nonsense&species=cat&species=cow")).toMatchObject({ ok: true, query: { travelDate: "2027-07-23", species: "cat" } });
  });

  it("accepts travel dates from today to two years ahead (730 days)", () => {
    for (const date of [TODAY, "2027-02-28", "2027-12-31", "2028-02-29", "2028-11-22"]) expect(parse(`travelDate=${date}`).ok, date).toBe(true);
    for (const date of ["2026-11-22", "2028-11-23", "2029-01-01", "2027-02-29", "2027-13-01", "2027-7-23", "23.07.2027", "2027-07-23T00:00", "", " 2027-07-23"])
      expect(errorOf(`travelDate=${encodeURIComponent(date)}`), date).toBe("api.requirements.travelDate");
    expect(errorOf("species=dog")).toBe("api.requirements.travelDate");
  });

  it("names the first bad value with its message key", () => {
    const ok = "travelDate=2027-07-23";
    expect(errorOf(`${ok}&language=fr`)).toBe("api.requirements.language");
    expect(errorOf(`${ok}&species=cow`)).toBe("api.requirements.species");
    for (const age of ["301", "-1", "1.5", "1e2", "abc", "0300", " 3"]) expect(errorOf(`${ok}&ageMonths=${encodeURIComponent(age)}`), age).toBe("api.requirements.ageMonths");
    for (const age of ["0", "300", "007"]) expect(parse(`${ok}&ageMonths=${age}`).ok, age).toBe(true);
    expect(errorOf(`${ok}&microchipped=yes`)).toBe("api.requirements.flag");
    expect(errorOf(`${ok}&vaccinated=maybe`)).toBe("api.requirements.flag");
    // The page's form and the API read flags alike: a ticked box sends "on".
    expect(parse(`${ok}&vaccinated=on&microchipped=false`)).toMatchObject({ ok: true, query: { vaccinated: true, microchipped: false } });
    for (const slug of ["japan", "../etc/passwd", "Japan/Tokyo-NRT", "japan/tokyo-nrt/x", `japan/${"x".repeat(200)}`]) expect(errorOf(`${ok}&destination=${encodeURIComponent(slug)}`), slug).toBe("api.requirements.destination");
  });
});
