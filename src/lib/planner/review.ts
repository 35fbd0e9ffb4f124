/**
 * The content review routine (content/README.md, "Re-checking the rules"): rule sets whose official
 * sources were last checked more than `RECHECK_MONTHS` months ago. A rule set counts by its oldest
 * source, since each source backs part of it. Listed by `npm run content:recheck` and in the staff
 * area's overview.
 */
import type { RequirementsFile } from "../schemas/requirements.ts";
import { toCalendarDate } from "./dates.ts";

export const RECHECK_MONTHS = 6;

export interface RuleToRecheck {
  /** The rule set's key in content/requirements.json (a country key, or an override such as `hawaii`). */
  rule: string;
  /** The oldest "checked" date of its sources (YYYY-MM-DD). */
  checked: string;
}

/** Rule sets last checked before `today` minus `months` months, the longest unchecked first. */
export function rulesToRecheck(file: RequirementsFile, today: string, months = RECHECK_MONTHS): RuleToRecheck[] {
  const due = toCalendarDate(today, "today").subtract({ months }).toString();
  return Object.entries(file.rules)
    .map(([rule, { sources }]) => ({ rule, checked: sources.map((source) => source.checked).sort()[0]! }))
    .filter((entry) => entry.checked < due)
    .sort((a, b) => (a.checked < b.checked ? -1 : a.checked > b.checked ? 1 : a.rule < b.rule ? -1 : 1));
}
