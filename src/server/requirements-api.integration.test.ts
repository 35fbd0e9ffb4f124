/**
 * The requirements API answering from the real content: plans in the shared `planResponse` schema for a
 * country, a rule key and a destination slug, in both languages; 400 and 404 with messages in the
 * request's language; and, for any query fast-check makes up, never a server error or a stack trace.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { action, loader } from "../routes/api.requirements.ts";
import { apiErrorResponse } from "../lib/schemas/content-api.ts";
import { planResponse } from "../lib/schemas/requirements.ts";
import { matchRoute } from "../i18n/resolve.ts";
import { callLoader } from "../test/route-loader.ts";
import { inDays } from "../test/fixtures.ts";
import { propertyRuns } from "../test/property.ts";
import { officeToday } from "../lib/office-day.ts";
import { leadChecklist } from "./requirements.server.ts";

const get = (path: string, headers: Record<string, string> = {}) => callLoader(loader, path, headers);

describe("requirements API", () => {
  it("answers a plan for a country in both languages, in the shared schema", async () => {
    const date = inDays(243);
    for (const lang of ["en", "de"] as const) {
      const { response, body } = await get(`/api/requirements/japan?language=${lang}&travelDate=${date}&species=dog`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, max-age=300");
      const plan = planResponse.parse(body);
      expect(plan).toMatchObject({ rule: "japan", language: lang, travelDate: date, today: officeToday(), species: "dog", onTime: true });
      expect(plan.steps.map((step) => step.id)).toContain("titre-blood-sample");
    }
    const german = planResponse.parse((await get(`/api/requirements/japan?language=de&travelDate=${date}`)).body);
    expect(german.steps[0]!.title).not.toBe(planResponse.parse((await get(`/api/requirements/japan?travelDate=${date}`)).body).steps[0]!.title);
  });

  it("knows rule keys, German country segments and destination slugs (Honolulu has Hawaii's rule)", async () => {
    const date = inDays(120);
    expect(planResponse.parse((await get(`/api/requirements/hawaii?travelDate=${date}`)).body).rule).toBe("hawaii");
    expect(planResponse.parse((await get(`/api/requirements/deutschland?travelDate=${date}`)).body).rule).toBe("germany");
    expect(planResponse.parse((await get(`/api/requirements?destination=united-states/honolulu-hnl&travelDate=${date}`)).body).rule).toBe("hawaii");
    expect(planResponse.parse((await get(`/api/requirements?destination=japan/tokyo-nrt&travelDate=${date}`)).body).rule).toBe("japan");
  });

  it("reads the owner's answers: done steps carry no deadline, a young pet travels later", async () => {
    const date = inDays(300);
    const plan = planResponse.parse((await get(`/api/requirements/france?travelDate=${date}&microchipped=1&vaccinated=true`)).body);
    expect(plan.steps.filter((step) => step.done).map((step) => step.id).sort()).toEqual(["microchip", "rabies-vaccination"]);
    // Ticked without a date: the vaccination's 21 days count from today, and the plan says what to check.
    expect(plan.notes).toHaveLength(1);
    const puppy = planResponse.parse((await get(`/api/requirements/united-states?travelDate=${date}&species=dog&ageMonths=0`)).body);
    const grown = planResponse.parse((await get(`/api/requirements/united-states?travelDate=${date}&species=dog&ageMonths=24`)).body);
    expect(puppy.earliestTravelDate > grown.earliestTravelDate).toBe(true);
  });

  it("counts from the dates given: a vaccination yesterday or 60 days ago moves Great Britain's earliest date", async () => {
    const date = inDays(30);
    const yesterday = planResponse.parse((await get(`/api/requirements/united-kingdom?travelDate=${date}&species=dog&microchippedOn=${inDays(-300)}&vaccinatedOn=${inDays(-1)}`)).body);
    const sixtyDays = planResponse.parse((await get(`/api/requirements/united-kingdom?travelDate=${date}&species=dog&microchippedOn=${inDays(-300)}&vaccinatedOn=${inDays(-60)}`)).body);
    expect(yesterday.steps.find((step) => step.id === "rabies-vaccination")).toMatchObject({ done: true, doneOn: inDays(-1) });
    expect(yesterday.earliestTravelDate).toBe(inDays(20));
    expect(sixtyDays.earliestTravelDate < yesterday.earliestTravelDate).toBe(true);
    expect(yesterday.notes).toEqual([]);
  });

  it("says too early with the earliest possible date", async () => {
    const plan = planResponse.parse((await get(`/api/requirements?destination=japan/tokyo-nrt&travelDate=${inDays(60)}`)).body);
    expect(plan.onTime).toBe(false);
    expect(plan.earliestTravelDate > plan.travelDate).toBe(true);
  });

  it("answers 400 for a bad or missing value, in the request's language", async () => {
    const cases: [string, RegExp][] = [
      [`/api/requirements/japan?language=de`, /travelDate muss ein Datum/],
      [`/api/requirements/japan?travelDate=${inDays(-2)}`, /travelDate must be a date/],
      [`/api/requirements/japan?travelDate=${inDays(731)}&language=de`, /bis in zwei Jahren/],
      [`/api/requirements/japan?travelDate=${inDays(30)}&species=cow`, /species must be dog or cat/],
      [`/api/requirements/japan?travelDate=${inDays(30)}&ageMonths=301&language=de`, /ganze Zahl von 0 bis 300/],
      [`/api/requirements/japan?travelDate=${inDays(30)}&microchipped=yes`, /must be 1 or 0/],
      [`/api/requirements/japan?travelDate=${inDays(30)}&vaccinatedOn=${inDays(1)}`, /no later than today/],
      [`/api/requirements/japan?travelDate=${inDays(30)}&titreSampledOn=2026-02-30&language=de`, /nicht nach heute/],
      [`/api/requirements?travelDate=${inDays(30)}`, /Please name a country/],
      [`/api/requirements?destination=Japan&travelDate=${inDays(30)}&language=de`, /Bitte nennen Sie ein Land/],
    ];
    for (const [path, message] of cases) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      const error = apiErrorResponse.parse(body);
      expect(error.error, path).toBe("bad_request");
      expect(error.message, path).toMatch(message);
    }
    // A bad language parameter: the message follows the visitor's other signals.
    const { body } = await get(`/api/requirements/japan?language=fr`, { "Accept-Language": "de-DE" });
    expect(apiErrorResponse.parse(body).message).toMatch(/language muss en oder de sein/);
  });

  it("answers 404 for an unknown country, rule or destination", async () => {
    const date = inDays(90);
    for (const path of ["/api/requirements/atlantis", "/api/requirements/constructor", "/api/requirements/__proto__", "/api/requirements/toString", "/api/requirements?destination=japan/atlantis-xxx"]) {
      const { response, body } = await get(`${path}${path.includes("?") ? "&" : "?"}travelDate=${date}&language=de`);
      expect(response.status, path).toBe(404);
      const error = apiErrorResponse.parse(body);
      expect(error).toEqual({ error: "not_found", message: "Für dieses Land oder Ziel haben wir keine Einreisebestimmungen." });
    }
  });

  it("plans for the origin asked for: from an unlisted country Germany asks for the titre test", async () => {
    const date = inDays(200);
    const fromEu = planResponse.parse((await get(`/api/requirements/germany?travelDate=${date}`)).body);
    const fromUnlisted = planResponse.parse((await get(`/api/requirements?destination=germany/frankfurt-fra&travelDate=${date}&origin=unlisted`)).body);
    expect(fromEu.origin).toBe("eu");
    expect(fromEu.steps.map((step) => step.id)).not.toContain("titre-blood-sample");
    expect(fromUnlisted.origin).toBe("unlisted");
    expect(fromUnlisted.steps.map((step) => step.id)).toContain("titre-blood-sample");
    const refused = await get(`/api/requirements/germany?travelDate=${date}&origin=mars&language=de`);
    expect(refused.response.status).toBe(400);
    expect(apiErrorResponse.parse(refused.body).message).toBe("origin muss eu, gb, listed oder unlisted sein.");
  });

  it("refuses writes with 405", async () => {
    const response = (await action({ request: new Request("http://site.test/api/requirements/japan", { method: "POST" }), params: {}, context: undefined } as never)) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    apiErrorResponse.parse(await response.json());
  });

  it("never answers a server error or a stack trace, whatever the query", async () => {
    const name = fc.oneof(fc.constantFrom("language", "travelDate", "origin", "species", "ageMonths", "microchipped", "vaccinated", "microchippedOn", "vaccinatedOn", "titreSampledOn", "destination", "__proto__", "constructor"), fc.string({ maxLength: 8 }));
    const value = fc.oneof(
      fc.constantFrom("", "en", "de", "dog", "cat", "eu", "gb", "listed", "unlisted", "0", "1", "300", "301", "-1", "1e3", "NaN", "true", inDays(0), inDays(-1), inDays(-400), inDays(200), inDays(731), "2027-02-29", "japan/tokyo-nrt", "japan/x", "__proto__", "%E0%A4%A", "\u0000", "<script>"),
      fc.string({ maxLength: 40 }),
      fc.date({ min: new Date("1900-01-01"), max: new Date("2300-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    );
    const target = fc.oneof(
      fc.constantFrom("/api/requirements", "/api/requirements/japan", "/api/requirements/hawaii", "/api/requirements/constructor", "/api/requirements/deutschland"),
      fc.string({ minLength: 1, maxLength: 20 }).map((segment) => `/api/requirements/${encodeURIComponent(segment)}`),
    );
    const stackTrace = /\n\s+at .+[:(]\d+|node_modules|TypeError|ReferenceError|RangeError|SyntaxError: /;
    await fc.assert(
      fc.asyncProperty(target, fc.array(fc.tuple(name, value), { maxLength: 6 }), async (path, params) => {
        const search = params.map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`).join("&");
        const url = `${path}?${search}`;
        if (!matchRoute(new URL(url, "http://site.test").pathname)?.id.startsWith("apiRequirements")) return;
        const { response, text, body } = await get(url);
        expect(response.status, url).toBeLessThan(500);
        expect(text, url).not.toMatch(stackTrace);
        if (response.status === 200) planResponse.parse(body);
        else apiErrorResponse.parse(body);
      }),
      propertyRuns(300),
    );
  });
});

describe("a quote request's checklist", () => {
  const inquiry = { departureAddress: "Frankfurt", travelDate: inDays(300), petType: "dog" as const, additionalPets: [] };
  it("follows a destination typed without choosing a suggestion: a city, an airport code or a country", async () => {
    for (const destinationAddress of ["Tokyo", "Tokio", "HND", "Japan", "Tokyo (NRT), Japan"]) {
      const checklist = await leadChecklist({ ...inquiry, destinationAddress }, "en");
      expect(checklist?.plan.rule, destinationAddress).toBe("japan");
    }
  });

  it("is none for a place the planner does not know", async () => {
    expect(await leadChecklist({ ...inquiry, destinationAddress: "Kathmandu, Nepal" }, "en")).toBeUndefined();
  });
});
