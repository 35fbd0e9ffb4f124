/**
 * Turns a destination's entry rule (content/requirements.json) into a dated, personal checklist. Pure: no
 * React, no Node APIs, no clock (the caller passes `today`), so it runs the same on the server and in the
 * browser. The timing model is documented in content/README.md ("Entry requirements").
 *
 * Backwards from the travel date each open step gets its latest date: its own `before_travel` minimum (a
 * step without one must simply be done by the travel day), tightened by every later step that must come a
 * set time after it. Steps with a `before_travel` maximum (tapeworm treatment, health certificate) also get the
 * earliest date of their window. Forwards from today each open step gets the earliest day it can be done
 * (today, the steps it follows, the pet's age); the earliest travel date is the first day on which every open
 * step can meet its minimum before travel, and the pet is old enough to travel.
 */
import { DEFAULT_ORIGIN, type Origin } from "./origins.ts";
import {
  type PlanResponse,
  type RequirementRule,
  type RequirementSource,
  type RequirementStep,
  type RequirementsFile,
  type Species,
} from "../schemas/requirements.ts";
import { type CalendarDate, iso, maxDate, minDate, toCalendarDate } from "./dates.ts";
import { requirements } from "./data.ts";

export type Language = "en" | "de";

export interface PlannerInput {
  /** Country key or override key ("japan", "hawaii"); see `ruleKeyFor`. */
  rule: string;
  /** Arrival date, ISO YYYY-MM-DD. */
  travelDate: string;
  /** Today's date, ISO YYYY-MM-DD (passed in so that the plan is reproducible). */
  today: string;
  species?: Species;
  /** Where the pet travels from; the EU when not given. */
  origin?: Origin;
  /** The pet's age today, in whole months. */
  ageMonths?: number;
  /** The pet already has a suitable microchip. */
  microchipped?: boolean;
  /** The pet already has a valid rabies vaccination (given after the microchip). */
  vaccinated?: boolean;
}

export interface PlannedStep {
  id: string;
  kind: RequirementStep["kind"];
  title: string;
  description: string;
  earliest: string | null;
  latest: string | null;
  done: boolean;
  overdue: boolean;
  confirm: boolean;
}

export interface Plan {
  rule: string;
  category: RequirementRule["category"];
  language: Language;
  travelDate: string;
  today: string;
  species: Species | null;
  origin: Origin;
  steps: PlannedStep[];
  onTime: boolean;
  earliestTravelDate: string;
  quarantineDays: number | null;
  sources: RequirementSource[];
  documents: string[];
  processing: string;
  breedRestrictions: string | null;
}

type Assert<T extends true> = T;
/** Compile-time check that a Plan is exactly what the API schema (`planResponse`) describes. */
export type PlanMatchesSchema = Assert<Plan extends PlanResponse ? (PlanResponse extends Plan ? true : false) : false>;

/** The rule key of a destination slug: "japan/tokyo-nrt" → "japan"; overrides (Honolulu → "hawaii") first. */
export function ruleKeyFor(destinationSlug: string, file: RequirementsFile = requirements()): string {
  const override = file.destinations[destinationSlug];
  if (override) return override;
  const country = destinationSlug.split("/")[0] ?? "";
  return country;
}

export class UnknownRuleError extends Error {
  readonly rule: string;
  constructor(rule: string) {
    super(`no entry requirements for "${rule}"`);
    this.name = "UnknownRuleError";
    this.rule = rule;
  }
}

function applies(step: RequirementStep, species: Species | undefined, origin: Origin): boolean {
  return (species === undefined || step.species.includes(species)) && (!step.origins || step.origins.includes(origin));
}

function isDone(step: RequirementStep, input: PlannerInput): boolean {
  if (step.owner_flag === "microchipped") return input.microchipped === true;
  if (step.owner_flag === "vaccinated") return input.vaccinated === true;
  return false;
}

/** Days a step must precede travel at least (hours rounded up to whole days: 24 h → 1 day, 72 h → 3 days). */
function minDaysBefore(step: RequirementStep): number {
  const bounds = step.timing?.before_travel;
  if (!bounds) return 0;
  return Math.max(bounds.min_days ?? 0, Math.ceil((bounds.min_hours ?? 0) / 24));
}

/** Latest date for this step, from its own minimum before travel. */
function ownLatest(step: RequirementStep, travel: CalendarDate): CalendarDate {
  let latest = travel.subtract({ days: minDaysBefore(step) });
  const months = step.timing?.before_travel?.min_months;
  if (months !== undefined) latest = minDate(latest, travel.subtract({ months }));
  return latest;
}

/** Start of the step's window before travel (hours rounded down: 120 h → 5 days), or null without a maximum. */
function windowStart(step: RequirementStep, travel: CalendarDate): CalendarDate | null {
  const bounds = step.timing?.before_travel;
  if (!bounds) return null;
  const starts: CalendarDate[] = [];
  if (bounds.max_days !== undefined) starts.push(travel.subtract({ days: bounds.max_days }));
  if (bounds.max_hours !== undefined) starts.push(travel.subtract({ days: Math.floor(bounds.max_hours / 24) }));
  if (bounds.max_months !== undefined) starts.push(travel.subtract({ months: bounds.max_months }));
  return starts.length ? starts.reduce(maxDate) : null;
}

/** First travel date a step done on `doneOn` allows. */
function travelAfter(step: RequirementStep, doneOn: CalendarDate): CalendarDate {
  let travel = doneOn.add({ days: minDaysBefore(step) });
  const months = step.timing?.before_travel?.min_months;
  if (months !== undefined) travel = maxDate(travel, doneOn.add({ months }));
  return travel;
}

const shift = (date: CalendarDate, gap: { min_days?: number; min_months?: number }, direction: 1 | -1): CalendarDate => {
  let result = date;
  if (gap.min_months !== undefined) result = direction === 1 ? result.add({ months: gap.min_months }) : result.subtract({ months: gap.min_months });
  if (gap.min_days) result = direction === 1 ? result.add({ days: gap.min_days }) : result.subtract({ days: gap.min_days });
  return result;
};

/** The rule's minimum age on arrival for the species (the strictest of both when the species is unknown). */
function minimumTravelAge(rule: RequirementRule, birth: CalendarDate, species: Species | undefined): CalendarDate | null {
  const kinds: Species[] = species ? [species] : ["dog", "cat"];
  const dates: CalendarDate[] = [];
  for (const kind of kinds) {
    const weeks = rule.min_age_weeks?.[kind];
    const months = rule.min_age_months?.[kind];
    if (weeks !== undefined) dates.push(birth.add({ days: weeks * 7 }));
    if (months !== undefined) dates.push(birth.add({ months }));
  }
  return dates.length ? dates.reduce(maxDate) : null;
}

export function planFor(input: PlannerInput, language: Language, file: RequirementsFile = requirements()): Plan {
  const rule = file.rules[input.rule];
  if (!rule) throw new UnknownRuleError(input.rule);
  const travel = toCalendarDate(input.travelDate, "travelDate");
  const today = toCalendarDate(input.today, "today");
  if (input.ageMonths !== undefined && !(Number.isInteger(input.ageMonths) && input.ageMonths >= 0))
    throw new RangeError(`ageMonths must be a whole number of months, got ${input.ageMonths}`);
  const birth = input.ageMonths === undefined ? null : today.subtract({ months: input.ageMonths });

  const origin = input.origin ?? DEFAULT_ORIGIN;
  const steps = [...rule.steps, file.preparation].filter((step) => applies(step, input.species, origin));
  const done = steps.map((step) => isDone(step, input));
  const index = new Map(steps.map((step, position) => [step.id, position]));

  // Backwards: latest dates.
  const latest: CalendarDate[] = steps.map((step) => ownLatest(step, travel));
  for (let position = steps.length - 1; position >= 0; position--) {
    if (done[position]) continue;
    for (const ref of steps[position]!.timing?.after ?? []) {
      const target = index.get(ref.step);
      if (target === undefined || done[target]) continue;
      latest[target] = minDate(latest[target]!, shift(latest[position]!, ref, -1));
    }
  }

  // Forwards: the earliest day each open step can be done, and the earliest travel date it allows.
  const possible: CalendarDate[] = [];
  let earliestTravel = today;
  steps.forEach((step, position) => {
    let day = today;
    if (birth && step.min_age_weeks !== undefined) day = maxDate(day, birth.add({ days: step.min_age_weeks * 7 }));
    for (const ref of step.timing?.after ?? []) {
      const target = index.get(ref.step);
      if (target === undefined || done[target]) continue;
      day = maxDate(day, shift(possible[target]!, ref, 1));
    }
    possible[position] = day;
    if (!done[position]) earliestTravel = maxDate(earliestTravel, travelAfter(step, day));
  });
  if (birth) {
    const oldEnough = minimumTravelAge(rule, birth, input.species);
    if (oldEnough) earliestTravel = maxDate(earliestTravel, oldEnough);
  }

  const planned: PlannedStep[] = steps.map((step, position) => {
    const isStepDone = done[position]!;
    const last = latest[position]!;
    const start = windowStart(step, travel);
    return {
      id: step.id,
      kind: step.kind,
      title: step.title[language],
      description: step.description[language],
      earliest: isStepDone || !start ? null : iso(start),
      latest: isStepDone ? null : iso(last),
      done: isStepDone,
      overdue: !isStepDone && last.compare(today) < 0,
      confirm: step.confirm,
    };
  });

  return {
    rule: input.rule,
    category: rule.category,
    language,
    travelDate: iso(travel),
    today: iso(today),
    species: input.species ?? null,
    origin,
    steps: planned,
    onTime: travel.compare(earliestTravel) >= 0 && !planned.some((step) => step.overdue),
    earliestTravelDate: iso(earliestTravel),
    quarantineDays: rule.quarantine_days ?? null,
    sources: rule.sources.map((source) => ({ ...source })),
    documents: [...rule.documents[language]],
    processing: rule.processing[language],
    breedRestrictions: rule.breed_restrictions?.[language] ?? null,
  };
}
