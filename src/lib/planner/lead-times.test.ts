/**
 * The planner never contradicts the pages: from today, for a pet from the EU that has nothing done yet, no
 * destination's earliest arrival comes before the lead time its rule states (`lead_time`, the figure its
 * `processing` text gives), and every rule cites the page that states it, not an authority's home page.
 */
import { readFileSync } from "node:fs";
import { parseDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import destinations from "../../../content/destinations.json";
import { requirements } from "./data.ts";
import { planFor, ruleKeyFor } from "./plan.ts";

const TODAY = "2026-11-26";

describe("stated lead times", () => {
  const rules = requirements().rules;

  it("no destination's earliest arrival is earlier than the lead time its page states", () => {
    const tooEarly: string[] = [];
    for (const destination of destinations) {
      const key = ruleKeyFor(destination.slug);
      const rule = rules[key]!;
      const stated = parseDate(TODAY).add("min_months" in rule.lead_time ? { months: rule.lead_time.min_months } : { days: rule.lead_time.min_days }).toString();
      for (const species of ["dog", "cat"] as const) {
        const { earliestTravelDate } = planFor({ rule: key, today: TODAY, travelDate: TODAY, species }, "en");
        if (earliestTravelDate < stated) tooEarly.push(`${destination.slug} (${species}): planner ${earliestTravelDate}, page at least ${stated}`);
      }
    }
    expect(tooEarly).toEqual([]);
  });

  it("states the lead time's figure in both languages", () => {
    for (const [key, rule] of Object.entries(rules)) {
      const figure = String("min_months" in rule.lead_time ? rule.lead_time.min_months : rule.lead_time.min_days);
      for (const lang of ["en", "de"] as const) expect(rule.processing[lang], `${key} (${lang})`).toMatch(new RegExp(`(^|\\D)${figure}(\\D|$)`));
    }
  });
});

/**
 * Whether a URL is an authority's home page rather than the page that states a rule: nothing left of its
 * path after language folders (`/en`, `/english/html`) and an index file, or only the agency's own
 * folder (`gob.mx/senasica`: one short word, no query) that is not a page about pets.
 */
function isHomePage(url: string): boolean {
  const { pathname, search } = new URL(url);
  const segments = pathname.split("/").filter(Boolean);
  while (segments.length && /^(?:[a-z]{2}(?:[-_][a-z]{2})?|english|html)$/i.test(segments[0]!)) segments.shift();
  if (segments.length && /^(?:index\.[a-z]+|home|default\.aspx)$/i.test(segments.at(-1)!)) segments.pop();
  if (search) return false;
  // A one-word page about pets or animals (`douane.aw/en/pets`, `grl-rep.dk/en/dyr`) is a topic page, not a home page.
  if (segments.length === 1 && /^(?:pets?|animals?|dyr|haustiere|mascotas)$/i.test(segments[0]!)) return false;
  return segments.length === 0 || (segments.length === 1 && /^[a-z]{1,12}$/i.test(segments[0]!));
}

describe("sources", () => {
  it("cite the page that states the rule, never a home page", () => {
    const bare: string[] = [];
    for (const [key, rule] of Object.entries(requirements().rules)) {
      for (const source of rule.sources) if (isHomePage(source.url) && !source.authority_only) bare.push(`${key}: ${source.url}`);
    }
    expect(bare).toEqual([]);
  });

  it("name a rule without such a page as one we confirm, in every step and in content/README.md", () => {
    const readme = readFileSync(new URL("../../../content/README.md", import.meta.url), "utf8");
    const toConfirm = readme.slice(readme.indexOf("### To be confirmed: entry rules"));
    for (const [key, rule] of Object.entries(requirements().rules)) {
      if (!rule.sources.some((source) => source.authority_only)) continue;
      expect(rule.steps.filter((step) => !step.confirm).map((step) => `${key}: ${step.id}`)).toEqual([]);
      expect(toConfirm, key).toContain(`\`${key}\``);
    }
  });

  it("recognises a home page", () => {
    for (const url of ["https://example.gov/", "https://example.gov/en", "https://example.gov/en/", "https://example.gov/index.html", "https://example.gov/en-us/home", "https://example.gov/english/html/index.jsp", "https://www.gob.mx/senasica"])
      expect(isHomePage(url), url).toBe(true);
    for (const url of ["https://example.gov/en/pets/import", "https://example.gov/ar/services/import-permit-pets", "https://www.gov.uk/bring-pet-to-great-britain", "https://example.gov/Home/FAQ", "https://example.gov/?id=623"])
      expect(isHomePage(url), url).toBe(false);
  });
});
