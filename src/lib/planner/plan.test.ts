import { describe, expect, it } from "vitest";
import destinations from "../../../content/destinations.json";
import { planResponse } from "../schemas/requirements.ts";
import { requirements } from "./data.ts";
import { planFor, ruleKeyFor, UnknownRuleError, type PlannerInput } from "./plan.ts";
import { TEAM_STEP_ID } from "./checklist.ts";

const TODAY = "2026-11-23";
const step = (plan: ReturnType<typeof planFor>, id: string) => {
  const found = plan.steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id} in ${plan.rule}: ${plan.steps.map((s) => s.id).join(", ")}`);
  return found;
};
const plan = (input: Partial<PlannerInput> & Pick<PlannerInput, "rule" | "travelDate">, language: "en" | "de" = "en") =>
  planFor({ today: TODAY, ...input }, language);

describe("ruleKeyFor", () => {
  it("maps a destination slug to its country, Honolulu to the Hawaii override", () => {
    expect(ruleKeyFor("japan/tokyo-nrt")).toBe("japan");
    expect(ruleKeyFor("germany/frankfurt-fra")).toBe("germany");
    expect(ruleKeyFor("united-states/new-york-jfk")).toBe("united-states");
    expect(ruleKeyFor("united-states/honolulu-hnl")).toBe("hawaii");
  });

  it("finds a rule for every destination of the site", () => {
    const rules = requirements().rules;
    for (const destination of destinations) expect(rules[ruleKeyFor(destination.slug)], destination.slug).toBeDefined();
  });
});

describe("titre waiting period (Japan, 180 days from the blood draw)", () => {
  // Chipped and first vaccinated months ago: the second vaccination and the blood sample can be today.
  const ready = { rule: "japan", microchippedOn: "2026-06-01", vaccinatedOn: "2026-06-02" } as const;

  it("is on time when travel is exactly 180 days after the earliest possible blood draw", () => {
    const result = plan({ ...ready, travelDate: "2027-05-22" });
    expect(result.earliestTravelDate).toBe("2027-05-22");
    expect(result.onTime).toBe(true);
    expect(step(result, "titre-blood-sample")).toMatchObject({ latest: TODAY, overdue: false, done: false });
  });

  it("is too early one day less, and names the first possible travel date", () => {
    const result = plan({ ...ready, travelDate: "2027-05-21" });
    expect(result.onTime).toBe(false);
    expect(result.earliestTravelDate).toBe("2027-05-22");
    expect(step(result, "titre-blood-sample")).toMatchObject({ latest: "2026-11-22", overdue: true });
  });
});

describe("Tokyo, 8 months ahead, nothing done yet", () => {
  const result = plan({ rule: ruleKeyFor("japan/tokyo-nrt"), travelDate: "2027-07-23", species: "dog" });

  it("walks the chain backwards from the travel date", () => {
    expect(step(result, "titre-blood-sample")).toMatchObject({ latest: "2027-01-24", earliest: null, done: false, overdue: false });
    expect(step(result, "rabies-vaccination-2").latest).toBe("2027-01-24");
    expect(step(result, "rabies-vaccination").latest).toBe("2026-12-25");
    expect(step(result, "microchip").latest).toBe("2026-12-25");
    expect(step(result, "advance-notice").latest).toBe("2027-06-13");
    expect(step(result, "health-certificate")).toMatchObject({ earliest: "2027-07-13", latest: "2027-07-23" });
  });

  it("and forwards from today: second vaccination after 30 days, then 180 days' wait", () => {
    expect(result.earliestTravelDate).toBe("2027-06-21");
    expect(result.onTime).toBe(true);
    expect(result.category).toBe("rabies-free-titre");
    expect(result.sources.some((source) => source.url.startsWith("https://www.maff.go.jp/"))).toBe(true);
  });
});

describe("Frankfurt (germany)", () => {
  const result = plan({ rule: ruleKeyFor("germany/frankfurt-fra"), travelDate: "2027-01-15" });

  it("has no titre step: the EU titre rule applies only from unlisted third countries", () => {
    expect(result.category).toBe("eu-member");
    expect(result.origin).toBe("eu");
    expect(result.steps.map((entry) => entry.kind)).not.toContain("titre");
    expect(result.steps.map((entry) => entry.id)).toEqual(["microchip", "rabies-vaccination", "pet-passport", "document-preparation"]);
    expect(step(result, "rabies-vaccination").latest).toBe("2026-12-25");
  });

  it("a dog from the USA (a listed country) gets a health certificate, no pet passport and no titre step", () => {
    const fromUsa = plan({ rule: "germany", travelDate: "2027-01-15", species: "dog", origin: "listed" });
    // In the order the dates fall: the documents are prepared before the health certificate's window opens.
    expect(fromUsa.steps.map((entry) => entry.id)).toEqual(["microchip", "rabies-vaccination", "document-preparation", "health-certificate"]);
    expect(step(fromUsa, "health-certificate")).toMatchObject({ earliest: "2027-01-05", latest: "2027-01-15" });
    expect(fromUsa.earliestTravelDate).toBe("2026-12-14");
  });

  it("a dog from an unlisted country gets the titre test and the three months' wait", () => {
    const fromUnlisted = plan({ rule: "germany", travelDate: "2027-06-01", species: "dog", origin: "unlisted" });
    expect(fromUnlisted.steps.map((entry) => entry.id)).toEqual(["microchip", "rabies-vaccination", "titre-blood-sample", "document-preparation", "health-certificate"]);
    // Vaccinated today, sampled 30 days later (2026-12-23), arrival three months after the sample.
    expect(fromUnlisted.earliestTravelDate).toBe("2027-03-23");
    expect(step(fromUnlisted, "titre-blood-sample").latest).toBe("2027-03-01");
    expect(plan({ rule: "germany", travelDate: "2027-03-22", origin: "unlisted" }).onTime).toBe(false);
  });

  it("names the German breed import ban", () => {
    expect(result.breedRestrictions).toContain("Pit Bull");
    expect(plan({ rule: "germany", travelDate: "2027-01-15" }, "de").breedRestrictions).toContain("Pitbull-Terrier");
  });
});

describe("tapeworm window across a daylight-saving change", () => {
  // 24 to 120 hours before arrival, at any hour of the treatment and of the landing: from 4 days before to 2 days before.
  it("spring: travel 2026-03-30 → treatment 2026-03-26 … 2026-03-28", () => {
    const result = plan({ rule: "united-kingdom", travelDate: "2026-03-30", today: "2026-01-10", species: "dog" });
    expect(step(result, "tapeworm-treatment")).toMatchObject({ earliest: "2026-03-26", latest: "2026-03-28" });
  });

  it("autumn: travel 2026-10-26 → treatment 2026-10-22 … 2026-10-24", () => {
    const result = plan({ rule: "ireland", travelDate: "2026-10-26", today: "2026-08-01", species: "dog" });
    expect(step(result, "tapeworm-treatment")).toMatchObject({ earliest: "2026-10-22", latest: "2026-10-24" });
  });

  it("applies to dogs only", () => {
    const cat = plan({ rule: "united-kingdom", travelDate: "2027-03-30", species: "cat" });
    expect(cat.steps.map((entry) => entry.id)).not.toContain("tapeworm-treatment");
  });
});

describe("hours, whatever the hour", () => {
  it("a window of at most 48 hours before departure holds at any hour and any day the flight leaves (Zambia)", () => {
    const result = plan({ rule: "zambia", travelDate: "2027-06-10", species: "dog" });
    // The planned departure is 2027-06-09 (the rule's clock: 1 day), the latest day the flight may leave the arrival
    // day. An examination on 06-08 in the morning and a flight on 06-10 in the evening would be 84 hours apart.
    expect(step(result, "health-certificate")).toMatchObject({ earliest: "2027-06-09", latest: "2027-06-09" });
    expect(step(result, "health-certificate").interval).toMatch(/The dates hold at any hour/);
  });

  it("at most 96 hours before export: three days before at the earliest (Mauritius, cats' tick treatment)", () => {
    const result = plan({ rule: "mauritius", travelDate: "2027-12-01", species: "cat" });
    // At most 96 hours before the export, which may be as late as the arrival day (2027-12-01): from 3 days before it.
    const departure = "2027-11-30";
    expect(step(result, "tick-treatment").earliest).toBe("2027-11-28");
    expect(step(result, "tick-treatment").latest! <= departure).toBe(true);
  });
});

describe("29 February", () => {
  it("travel on 2028-02-29", () => {
    const result = plan({ rule: "united-kingdom", travelDate: "2028-02-29", species: "dog" });
    expect(step(result, "rabies-vaccination").latest).toBe("2028-02-08");
    expect(step(result, "tapeworm-treatment")).toMatchObject({ earliest: "2028-02-25", latest: "2028-02-27" });
  });

  it("steps landing on 2028-02-29", () => {
    expect(step(plan({ rule: "malta", travelDate: "2028-03-02", species: "dog" }), "tapeworm-treatment")).toMatchObject({
      earliest: "2028-02-27",
      latest: "2028-02-29",
    });
    expect(step(plan({ rule: "japan", travelDate: "2028-04-09" }), "advance-notice").latest).toBe("2028-02-29");
    // Month arithmetic: at least 3 months before the planned departure on 2028-05-31, the day before arrival, and
    // at most 12 months before the arrival day, the latest the flight may leave.
    expect(step(plan({ rule: "united-arab-emirates", travelDate: "2028-06-01" }), "titre-blood-sample")).toMatchObject({
      earliest: "2027-06-01",
      latest: "2028-02-29",
    });
  });
});

describe("owner flags and age", () => {
  it("done steps with their dates carry no deadline, and their waiting times count from those dates", () => {
    const result = plan({ rule: "france", travelDate: "2026-11-30", microchippedOn: "2026-09-01", vaccinatedOn: "2026-10-01" });
    expect(step(result, "microchip")).toMatchObject({ done: true, doneOn: "2026-09-01", earliest: null, latest: null, overdue: false });
    expect(step(result, "rabies-vaccination")).toMatchObject({ done: true, doneOn: "2026-10-01", latest: null });
    // Only our document preparation is left: up to 10 business days, two weeks.
    expect(result.earliestTravelDate).toBe("2026-12-07");
    expect(step(result, "document-preparation")).toMatchObject({ done: false, latest: "2026-11-16", overdue: true });
    expect(result.notes).toEqual([]);
    expect(plan({ rule: "france", travelDate: "2026-12-07", microchippedOn: "2026-09-01", vaccinatedOn: "2026-10-01" }).onTime).toBe(true);
  });

  it("a vaccination given yesterday and one given 60 days ago give different plans for Great Britain (21 days after it)", () => {
    const yesterday = plan({ rule: "united-kingdom", travelDate: "2026-12-01", species: "dog", microchippedOn: "2026-01-10", vaccinatedOn: "2026-11-22" });
    expect(yesterday.earliestTravelDate).toBe("2026-12-13");
    expect(yesterday.onTime).toBe(false);
    const earlier = plan({ rule: "united-kingdom", travelDate: "2026-12-10", species: "dog", microchippedOn: "2026-01-10", vaccinatedOn: "2026-09-24" });
    expect(earlier.earliestTravelDate).toBe("2026-12-07");
    expect(earlier.onTime).toBe(true);
  });

  it("Japan: the second vaccination comes 30 days after the first one's date, and the 180 days after the sample", () => {
    const yesterday = plan({ rule: "japan", travelDate: "2027-12-01", microchippedOn: "2026-01-10", vaccinatedOn: "2026-11-22" });
    expect(step(yesterday, "rabies-vaccination-2").latest).toBe("2027-06-04");
    // Second vaccination 2026-12-22 at the earliest, sample the same day, arrival 180 days later.
    expect(yesterday.earliestTravelDate).toBe("2027-06-20");
    const sixtyDays = plan({ rule: "japan", travelDate: "2027-12-01", microchippedOn: "2026-01-10", vaccinatedOn: "2026-09-24" });
    expect(sixtyDays.earliestTravelDate).toBe("2027-05-22");
  });

  it("Hawaii: the second vaccination comes more than 30 days after the first one's date", () => {
    const yesterday = plan({ rule: "hawaii", travelDate: "2027-06-01", species: "cat", microchippedOn: "2026-01-10", vaccinatedOn: "2026-11-22" });
    // Second vaccination 31 days after 2026-11-22 (2026-12-23), arrival at least 30 days after it.
    expect(yesterday.earliestTravelDate).toBe("2027-01-22");
    const sixtyDays = plan({ rule: "hawaii", travelDate: "2027-06-01", species: "cat", microchippedOn: "2026-01-10", vaccinatedOn: "2026-09-24" });
    // Second vaccination today, arrival 30 days later.
    expect(sixtyDays.earliestTravelDate).toBe("2026-12-23");
  });

  it("a step ticked as done without its date keeps every interval, counted from today, and says what to check", () => {
    const ticked = plan({ rule: "united-kingdom", travelDate: "2026-12-01", species: "dog", microchipped: true, vaccinated: true });
    expect(step(ticked, "rabies-vaccination")).toMatchObject({ done: true, doneOn: null });
    expect(ticked.earliestTravelDate).toBe("2026-12-14");
    // The vaccination's 21 days count from it; nothing waits a set time after the microchip.
    expect(ticked.notes).toHaveLength(1);
    expect(ticked.notes[0]).toMatch(/^“Rabies vaccination”: you said this is done but gave no date/);
  });

  it("says when the dates given break the rule's order", () => {
    const early = plan({ rule: "france", travelDate: "2027-03-01", microchippedOn: "2026-10-01", vaccinatedOn: "2026-09-01" });
    expect(early.notes).toHaveLength(1);
    expect(early.notes[0]).toMatch(/^“Rabies vaccination” must not come before “Microchip/);
    const hawaii = plan({ rule: "hawaii", travelDate: "2027-06-01", species: "cat", microchippedOn: "2026-01-10", vaccinatedOn: "2026-09-24", titreSampledOn: "2026-09-30" });
    expect(hawaii.notes).toEqual([]);
    expect(plan({ rule: "germany", travelDate: "2027-06-01", origin: "unlisted", microchippedOn: "2026-01-10", vaccinatedOn: "2026-09-24", titreSampledOn: "2026-10-06" }, "de").notes[0]).toContain("12 Tage");
  });

  it("refuses a date of a done step after today", () => {
    expect(() => plan({ rule: "france", travelDate: "2027-03-01", vaccinatedOn: "2026-11-24" })).toThrow(RangeError);
  });

  it("a first vaccination today allows travel 21 days later", () => {
    const result = plan({ rule: "france", travelDate: "2026-12-13", microchipped: true });
    expect(result.earliestTravelDate).toBe("2026-12-14");
    expect(result.onTime).toBe(false);
    expect(step(result, "rabies-vaccination")).toMatchObject({ latest: "2026-11-22", overdue: true });
  });

  it("a puppy is vaccinated at 12 weeks at the earliest", () => {
    // Two months old today: born 2026-09-23, 12 weeks on 2026-12-16, valid 21 days later.
    const result = plan({ rule: "france", travelDate: "2027-03-01", ageMonths: 2 });
    expect(result.earliestTravelDate).toBe("2027-01-06");
  });

  it("dogs must be 6 months old to enter the United States", () => {
    const result = plan({ rule: "united-states", travelDate: "2027-02-01", species: "dog", ageMonths: 2, microchipped: true });
    expect(result.earliestTravelDate).toBe("2027-03-23");
    expect(result.onTime).toBe(false);
  });

  it("the UAE asks for 15 weeks, and counts the antibody test 21 days after the vaccination and to the shipment", () => {
    const input = { rule: "united-arab-emirates", travelDate: "2027-12-01", species: "cat", ageMonths: 0, microchipped: true, vaccinated: true } as const;
    const result = plan(input);
    // Vaccinated today (2026-11-23): the blood sample from 2026-12-14, the shipment 3 months later (2027-03-14),
    // arrival the day after.
    // At most 12 months before the shipment: counted to the arrival day, the latest the shipment can be.
    expect(step(result, "titre-blood-sample")).toMatchObject({ done: false, earliest: "2026-12-01", latest: "2027-08-30" });
    expect(result.earliestTravelDate).toBe("2027-03-15");
    // Without the antibody test, a cat born today is 15 weeks (105 days) old only on 2027-03-08.
    const file = structuredClone(requirements());
    const rule = file.rules["united-arab-emirates"]!;
    rule.steps = rule.steps.filter((candidate) => candidate.id !== "titre-blood-sample");
    expect(planFor({ today: "2026-11-23", ...input }, "en", file).earliestTravelDate).toBe("2027-03-08");
  });
});

describe("Hawaii override", () => {
  it("plans the FAVN test, the 30-day wait and the documents 10 days ahead", () => {
    const result = plan({ rule: ruleKeyFor("united-states/honolulu-hnl"), travelDate: "2027-04-01", species: "dog" });
    expect(result.category).toBe("rabies-free-titre");
    expect(step(result, "titre-blood-sample").latest).toBe("2027-03-02");
    expect(step(result, "documents-to-hawaii").latest).toBe("2027-03-22");
    // The form's receipt is among the papers we prepare the documents from (two weeks ahead), so it is not due on arrival.
    expect(step(result, "cdc-dog-import-form").latest).toBe("2027-03-18");
  });

  it("gives the two rabies vaccinations more than 30 days apart, which moves the earliest date", () => {
    const result = plan({ rule: "hawaii", travelDate: "2027-06-01", species: "cat" });
    // First vaccination today, the second 31 days later (2026-12-24), arrival at least 30 days after it.
    expect(result.earliestTravelDate).toBe("2027-01-23");
    expect(step(result, "rabies-vaccination").latest).toBe("2027-04-01");
    expect(plan({ rule: "hawaii", travelDate: "2027-01-22", species: "cat" }).onTime).toBe(false);
  });
});

describe("China", () => {
  it("never takes the blood sample before the second vaccination", () => {
    for (const travelDate of ["2027-03-01", "2027-09-01"]) {
      const result = plan({ rule: "china", travelDate });
      const second = step(result, "rabies-vaccination-2");
      const sample = step(result, "titre-blood-sample");
      expect(sample.latest! >= second.latest!).toBe(true);
    }
    const fresh = plan({ rule: "china", travelDate: "2027-09-01" });
    const ids = fresh.steps.map((entry) => entry.id);
    expect(ids.indexOf("rabies-vaccination-2")).toBeLessThan(ids.indexOf("titre-blood-sample"));
  });
});

describe("every rule", () => {
  it("produces a plan that matches the API schema, in both languages and for both species", () => {
    for (const rule of Object.keys(requirements().rules)) {
      for (const language of ["en", "de"] as const) {
        for (const species of [undefined, "dog", "cat"] as const) {
          const result = planFor({ rule, travelDate: "2027-09-01", today: TODAY, species }, language);
          expect(() => planResponse.parse(result), `${rule} ${language} ${species}`).not.toThrow();
          expect(result.steps.length, rule).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("bad input", () => {
  it("rejects an unknown rule and impossible dates", () => {
    expect(() => plan({ rule: "atlantis", travelDate: "2027-01-01" })).toThrow(UnknownRuleError);
    expect(() => plan({ rule: "france", travelDate: "2027-02-29" })).toThrow(RangeError);
    expect(() => plan({ rule: "france", travelDate: "01.03.2027" })).toThrow(RangeError);
    expect(() => plan({ rule: "france", travelDate: "2027-03-01", ageMonths: 1.5 })).toThrow(RangeError);
  });
});

describe("clocks that do not count to the arrival day", () => {
  it("Australia: 180 days from the laboratory's receipt of the sample to export (Animal Biosecurity Advice 2020-A01)", () => {
    // Nothing done: vaccinated and sampled today, the sample at the laboratory 7 days later, export 180
    // days after that, arrival 2 days after export: 189 days, never the 180 from today it once said.
    const result = plan({ rule: "australia", travelDate: "2027-12-01", species: "dog" });
    expect(result.earliestTravelDate).toBe("2027-05-31");
    expect(step(result, "titre-blood-sample").latest).toBe("2027-05-26");
    expect(step(result, "titre-blood-sample").interval).toMatch(/^At least 180 days before departure; counted from the day the laboratory receives the sample; not before this step: Rabies vaccination\. Australia counts from/);
    expect(plan({ rule: "australia", travelDate: "2027-05-30", species: "dog" }).onTime).toBe(false);
    const sampled = plan({ rule: "australia", travelDate: "2027-12-01", species: "dog", microchippedOn: "2026-01-10", vaccinatedOn: "2026-06-01", titreSampledOn: "2026-07-01" });
    expect(sampled.earliestTravelDate).toBe("2027-01-06");
  });

  it("New Zealand: the final examination within 2 days before shipment, on the planned departure 2 days before arrival", () => {
    const result = plan({ rule: "new-zealand", travelDate: "2027-12-10", species: "cat" });
    // By the planned departure (12-08) at the latest, and from 2 days before the arrival day, the latest the
    // flight may leave: an examination on 12-06 would be 4 days before a flight that leaves on 12-10.
    expect(step(result, "health-certificate")).toMatchObject({ earliest: "2027-12-08", latest: "2027-12-08" });
    expect(step(result, "health-certificate").interval).toMatch(/^At most 2 days before departure;.*Its window opens as if the flight left on the arrival day/);
  });

  it("Singapore: the health certificate within 7 days before export, and from a Schedule III country the blood sample at least 90 days before it (AVS, import of dogs and cats)", () => {
    const eu = plan({ rule: "singapore", travelDate: "2027-12-10", species: "dog" });
    // Export on the planned departure (12-09) at the latest, and at most 7 days before the arrival day, the latest
    // the flight may leave.
    expect(step(eu, "health-certificate")).toMatchObject({ earliest: "2027-12-03", latest: "2027-12-09" });
    expect(step(eu, "health-certificate").interval).toMatch(/^At most 7 days before departure;.*Singapore counts the health certificate's time limit/);
    const unlisted = plan({ rule: "singapore", travelDate: "2027-12-10", species: "dog", origin: "unlisted" });
    expect(unlisted.steps.map((entry) => entry.id)).not.toContain("titre-blood-sample");
    // 90 days before the departure on 12-09: 2027-09-10.
    expect(step(unlisted, "titre-blood-sample-schedule-iii").latest).toBe("2027-09-10");
    // Nothing done on 2026-11-23: sampled today, export 90 days later (2027-02-21) and arrival the day after; the 3
    // months the licence and the paperwork take end a day later still.
    expect(plan({ rule: "singapore", travelDate: "2027-01-01", species: "dog", origin: "unlisted" }).earliestTravelDate).toBe("2027-02-23");
  });

  it("German plans say the same in German", () => {
    const result = plan({ rule: "australia", travelDate: "2027-12-01", species: "dog" }, "de");
    expect(step(result, "titre-blood-sample").interval).toMatch(/^Mindestens 180 Tage vor dem Abflug; gezählt ab dem Tag, an dem das Labor die Probe erhält/);
  });
});

describe("every rule, every species, nothing done, a year ahead", () => {
  const rules = Object.keys(requirements().rules);
  const plans = rules.flatMap((rule) => (["dog", "cat"] as const).map((species) => plan({ rule, travelDate: "2027-11-23", species })));

  it("has no permit, booking, form or laboratory step due on the arrival day", () => {
    const dueOnArrival = plans.flatMap((result) =>
      result.steps.filter((entry) => ["permit", "booking", "form", "titre"].includes(entry.kind) && entry.latest === result.travelDate).map((entry) => `${result.rule}/${result.species}: ${entry.id}`),
    );
    expect(plans.length).toBeGreaterThan(70);
    expect(dueOnArrival).toEqual([]);
  });

  it("lists its steps in the order their dates fall", () => {
    const unordered: string[] = [];
    for (const result of plans) {
      const dates = result.steps.map((entry) => entry.latest ?? "");
      if (dates.some((date, index) => index > 0 && date < dates[index - 1]!)) unordered.push(`${result.rule}/${result.species}: ${dates.join(" ")}`);
    }
    expect(plans.length).toBeGreaterThan(70);
    expect(unordered).toEqual([]);
  });
});

describe("a step said to be done that breaks the rule's order does not count", () => {
  it("Japan: a blood sample without the second vaccination is planned again, and the second vaccination gets its deadline", () => {
    const result = plan({ rule: "japan", travelDate: "2027-06-17", microchippedOn: "2026-08-21", vaccinatedOn: "2026-08-31", titreSampledOn: "2026-08-26" });
    expect(step(result, "titre-blood-sample")).toMatchObject({ done: false, doneOn: null });
    expect(result.notes).toEqual([expect.stringMatching(/^“Rabies antibody test \(blood sample\)” must come after “Second rabies vaccination”, which is not marked as done in the planner/)]);
    // Second vaccination 30 days after 2026-08-31 at the earliest, but not before today; the sample then; 180 days.
    expect(result.earliestTravelDate).toBe("2027-05-22");
    expect(step(result, "rabies-vaccination-2").latest).toBe("2026-12-19");
  });

  it("a vaccination before the microchip is planned again after it", () => {
    const result = plan({ rule: "united-kingdom", travelDate: "2027-03-01", species: "dog", microchippedOn: "2026-10-01", vaccinatedOn: "2026-09-01" });
    expect(step(result, "rabies-vaccination")).toMatchObject({ done: false });
    expect(result.notes).toEqual([expect.stringMatching(/so your entry does not count and the checklist schedules the step again/)]);
    expect(result.earliestTravelDate).toBe("2026-12-14");
  });
});

describe("the earliest travel date", () => {
  // Month ends: adding months stops at a shorter month's last day, and counting back from there falls short.
  for (const today of ["2026-11-29", "2026-11-30", "2026-08-31", "2027-01-31", "2026-12-15"]) {
    it(`leaves no open step overdue in any rule set, planned on ${today}`, () => {
      for (const rule of Object.keys(requirements().rules)) {
        for (const species of ["dog", "cat"] as const) {
          const first = planFor({ rule, travelDate: today, today, species, origin: "eu" }, "en");
          const atEarliest = planFor({ rule, travelDate: first.earliestTravelDate, today, species, origin: "eu" }, "en");
          const overdue = atEarliest.steps.filter((candidate) => !candidate.done && candidate.latest !== null && candidate.latest < today).map((candidate) => candidate.id);
          expect(overdue, `${rule}, ${species}, arriving ${first.earliestTravelDate}`).toEqual([]);
          expect(atEarliest.onTime, `${rule}, ${species}`).toBe(true);
        }
      }
    });
  }
});

describe("steps recorded done on the request page (stepsDone)", () => {
  const ready = { rule: "japan", microchippedOn: "2026-06-01", vaccinatedOn: "2026-06-02", travelDate: "2027-09-01" } as const;

  it("marks any step done on its day, and counts the waiting times from it", () => {
    const open = plan(ready);
    const recorded = plan({ ...ready, stepsDone: { "rabies-vaccination-2": "2026-07-10", "titre-blood-sample": "2026-08-20" } });
    expect(step(open, "titre-blood-sample").done).toBe(false);
    expect(step(recorded, "rabies-vaccination-2")).toMatchObject({ done: true, doneOn: "2026-07-10", latest: null });
    expect(step(recorded, "titre-blood-sample")).toMatchObject({ done: true, doneOn: "2026-08-20" });
    // 180 days from the blood draw of 20 August 2026.
    expect(recorded.earliestTravelDate).toBe("2027-02-16");
    expect(recorded.notes).toEqual([]);
  });

  it("takes the recorded day of a step with an owner flag in place of the quote form's", () => {
    const recorded = plan({ ...ready, stepsDone: { "rabies-vaccination": "2026-07-01" } });
    expect(step(recorded, "rabies-vaccination").doneOn).toBe("2026-07-01");
  });

  it("says so when a recorded date is too soon after the step it must follow, and plans the step again", () => {
    // Japan: the second vaccination at least 30 days after the first (2 June 2026); recorded 12 days after it.
    const tooSoon = { ...ready, stepsDone: { "rabies-vaccination-2": "2026-06-14" } };
    expect(step(plan(tooSoon), "rabies-vaccination-2")).toMatchObject({ done: false, doneOn: null });
    expect(plan(tooSoon).notes.join(" ")).toContain("12 days apart");
    expect(plan(tooSoon, "de").notes.join(" ")).toContain("12 Tage");
    expect(step(plan({ ...ready, stepsDone: { "rabies-vaccination-2": "2026-07-02" } }), "rabies-vaccination-2")).toMatchObject({ done: true, doneOn: "2026-07-02" });
  });

  it("does not count a step done before the window it must fall in for this arrival, and says why", () => {
    const before = { "rabies-vaccination-2": "2026-07-10", "titre-blood-sample": "2026-08-20", "advance-notice": "2026-11-01" };
    const result = plan({ ...ready, travelDate: "2027-06-01", stepsDone: { ...before, "health-certificate": "2026-11-20" } });
    expect(step(result, "health-certificate")).toMatchObject({ done: false, earliest: "2027-05-22" });
    expect(step(result, "advance-notice")).toMatchObject({ done: true, doneOn: "2026-11-01" });
    expect(result.notes).toEqual([expect.stringContaining("health certificate")]);
  });

  it("knows the team's own step by the requirements file's id", () => {
    expect(requirements().preparation.id).toBe(TEAM_STEP_ID);
  });

  it("ignores a recorded id that is no step of the rule, and refuses a day after today", () => {
    expect(plan({ ...ready, stepsDone: { "no-such-step": "2026-11-01", constructor: "2026-11-01" } }).steps).toEqual(plan(ready).steps);
    expect(() => plan({ ...ready, stepsDone: { "titre-blood-sample": "2026-11-24" } })).toThrow(RangeError);
  });
});
