/**
 * The destination pages and the planner are one source: a lead time a page states in months ("allow about four
 * months", "ideally two to three months") must hold for the plan of its own rule set, for an unprepared dog from
 * the EU (no microchip, no vaccination) planned today. A range must reach the planner's earliest date; "about N" must
 * be within half a month of it; "at least N" only warns of a longer time and is not compared.
 */
import { describe, expect, it } from "vitest";
import en from "../../../content/en/destinations.json";
import de from "../../../content/de/destinations.json";
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
