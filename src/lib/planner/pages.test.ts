/**
 * The destination pages and the planner are one source: a lead time a page states in months ("allow about four
 * months", "ideally two to three months") must hold for the plan of its own rule set, for an unprepared dog from
 * the EU (no microchip, no vaccination) planned today. A range must reach the planner's earliest date; "about N" must
 * be within half a month of it; "at least N" only warns of a longer time and is not compared. And every waiting time,
 * window, age or quarantine a page states in days, weeks, months or hours is a figure of its own rule set.
 */
import { describe, expect, it } from "vitest";
import en from "../../../content/en/destinations.json";
import de from "../../../content/de/destinations.json";
import { requirements } from "./data.ts";
import { planFor, ruleKeyFor } from "./plan.ts";

const numbers: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  ein: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwölf: 12,
};
const number = `(\\d+|${Object.keys(numbers).join("|")})`;
const statement = new RegExp(
  `\\b(?:ideally|allow|plan|start(?:ing)?|recommend\\w*|idealerweise|planen Sie|rechnen Sie mit|beginnen Sie)\\b([^.<]{0,60}?)\\b${number}(?:\\s*(?:to|bis|–|-)\\s*${number})?\\s+(?:months|Monate)`,
  "gi",
);
const valueOf = (word: string) => numbers[word.toLowerCase()] ?? Number(word);

interface LeadTimeClaim {
  text: string;
  low: number;
  high?: number;
  atLeast: boolean;
}

/** The lead times in months a page's text states. */
function leadTimeClaims(html: string): LeadTimeClaim[] {
  return [...html.matchAll(statement)].map((match) => ({
    text: match[0],
    low: valueOf(match[2]!),
    ...(match[3] ? { high: valueOf(match[3]) } : {}),
    atLeast: /at least|mindestens/i.test(match[1]!),
  }));
}

const today = "2026-11-29";
const monthsUntil = (date: string) => (Date.parse(date) - Date.parse(today)) / (30.44 * 86_400_000);

describe("lead times on the destination pages", () => {
  it("finds the statements it compares", () => {
    expect(leadTimeClaims("so allow about four months.")).toEqual([{ text: "allow about four months", low: 4, atLeast: false }]);
    expect(leadTimeClaims("Planen Sie realistisch mindestens sechs, besser sechs bis zwölf Monate")[0]).toMatchObject({ low: 6, high: 12, atLeast: true });
  });

  for (const [lang, texts] of [["en", en], ["de", de]] as const) {
    it(`agree with the planner (${lang})`, () => {
      let compared = 0;
      for (const [slug, text] of Object.entries(texts as Record<string, { content?: string }>)) {
        const claims = leadTimeClaims(text.content ?? "").filter((claim) => !claim.atLeast || claim.high !== undefined);
        if (claims.length === 0) continue;
        const plan = planFor({ rule: ruleKeyFor(slug), travelDate: today, today, species: "dog", origin: "eu" }, lang);
        const needed = monthsUntil(plan.earliestTravelDate);
        for (const claim of claims) {
          compared += 1;
          const where = `${slug}: "${claim.text}", the planner needs ${needed.toFixed(1)} months`;
          if (claim.high !== undefined) expect(needed, where).toBeLessThanOrEqual(claim.high + 0.25);
          else expect(Math.abs(needed - claim.low), where).toBeLessThanOrEqual(0.5);
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }
});

/** The figures (days, weeks, months, hours) a page states, with the sentence each stands in. */
const period = new RegExp(
  `\\b${number}(?:\\s*(?:to|bis|–|-|or|oder)\\s*${number})?(?:\\s|-)(?:days?|weeks?|months?|hours?|Tagen?|Wochen|Monaten?|Stunden|tägig\\w*|wöchig\\w*|monatig\\w*)\\b`,
  "gi",
);
function periods(html: string): { text: string; sentence: string; values: number[] }[] {
  const plain = html.replace(/<[^>]+>/g, " ");
  return plain.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    [...sentence.matchAll(period)].map((match) => ({ text: match[0], sentence, values: [match[1]!, match[2]].filter((word) => word !== undefined).map(valueOf) })),
  );
}

/** Every whole number a rule set states, in its timings and its texts, but not in its sources' dates. */
function figuresOf(value: unknown, found = new Set<number>()): Set<number> {
  if (typeof value === "number") found.add(value);
  else if (typeof value === "string") for (const match of value.matchAll(/\b\d+\b/g)) found.add(Number(match[0]));
  else if (Array.isArray(value)) for (const item of value) figuresOf(item, found);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) if (key !== "sources") figuresOf(item, found);
  return found;
}

// The sentences that speak of the company's own service (the reply to an enquiry, when to ask for a quote) state
// no rule; a sentence about bringing the pet back into the EU states the EU's rule for a pet from outside it.
const aboutOurService = /\b(?:quote|enquiry|contact|Angebot|Anfrage|Kontakt)\b/i;
const aboutTheEu = /\bEU\b/;

describe("waiting times on the destination pages", () => {
  const file = requirements();
  const ours = figuresOf(file.preparation);
  const theEu = figuresOf(file.rules["germany"]);

  it("finds the figures it compares", () => {
    expect(periods("<p>quarantined for a minimum of 120 days, or a 30-day stay.</p>").map((found) => found.values)).toEqual([[120], [30]]);
    expect(periods("<p>Quarantäne von 30 Tagen; zwei bis drei Monate.</p>").map((found) => found.values)).toEqual([[30], [2, 3]]);
  });

  for (const [lang, texts] of [["en", en], ["de", de]] as const) {
    it(`are figures of the page's rule set (${lang})`, () => {
      const strangers: string[] = [];
      let compared = 0;
      for (const [slug, text] of Object.entries(texts as Record<string, { content?: string }>)) {
        const known = new Set([...figuresOf(file.rules[ruleKeyFor(slug)]), ...ours]);
        for (const found of periods(text.content ?? "")) {
          if (aboutOurService.test(found.sentence)) continue;
          compared += 1;
          if (!found.values.every((value) => known.has(value) || (aboutTheEu.test(found.sentence) && theEu.has(value))))
            strangers.push(`${slug}: "${found.text}" in "${found.sentence.trim()}"`);
        }
      }
      expect(compared).toBeGreaterThan(200);
      expect(strangers).toEqual([]);
    });
  }
});
