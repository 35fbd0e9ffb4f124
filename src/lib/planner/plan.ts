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
 * step can meet its minimum before travel, and the pet is old enough to travel. A step the owner says is done
 * counts from the date they give (a step said to be done without its date counts from today, and the plan
 * says so); a rule that counts to the departure or from the laboratory's receipt of a sample is converted
 * to the arrival date with the rule's stated `clock`. The steps come in the order their dates fall.
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
import { addMonthsAtLeast, type CalendarDate, iso, maxDate, minDate, toCalendarDate } from "./dates.ts";
import { requirements } from "./data.ts";
import { enPlanner, type PlannerMessageKey } from "../../i18n/messages/en-planner.ts";
import { dePlanner } from "../../i18n/messages/de-planner.ts";
import { messageText } from "../../i18n/messages/plural.ts";

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
  /** The days the owner gives for steps already done (ISO, not after today); a date also marks its step done. */
  microchippedOn?: string;
  vaccinatedOn?: string;
  titreSampledOn?: string;
  /**
   * The days steps were done, by step id (ISO, not after today), as the owner or the team recorded
   * them on the request page; for a step with an owner flag it takes the place of the date above.
   */
  stepsDone?: Readonly<Record<string, string>>;
}

export interface PlannedStep {
  id: string;
  kind: RequirementStep["kind"];
  title: string;
  description: string;
  earliest: string | null;
  latest: string | null;
  done: boolean;
  doneOn: string | null;
  interval: string | null;
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
  notes: string[];
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

/** Whether the owner says a step is done, and on which day (null: done, date not given). */
function doneState(step: RequirementStep, input: PlannerInput, today: CalendarDate): { done: boolean; on: CalendarDate | null } {
  const given = { microchipped: input.microchippedOn, vaccinated: input.vaccinatedOn, "titre-sampled": input.titreSampledOn };
  const flagged = { microchipped: input.microchipped === true, vaccinated: input.vaccinated === true, "titre-sampled": false };
  const recorded = input.stepsDone && Object.hasOwn(input.stepsDone, step.id) ? input.stepsDone[step.id] : undefined;
  if (!step.owner_flag && recorded === undefined) return { done: false, on: null };
  const date = recorded ?? (step.owner_flag ? given[step.owner_flag] : undefined);
  if (date === undefined) return { done: step.owner_flag ? flagged[step.owner_flag] : false, on: null };
  const on = toCalendarDate(date, `the date of ${step.id}`);
  if (on.compare(today) > 0) throw new RangeError(`the date of ${step.id} is after today: ${date}`);
  return { done: true, on };
}

/**
 * The days between the step and the date its `before_travel` bounds are written for, as the plan
 * counts them: the flight (a rule that counts to the departure) and, for a blood sample counted from
 * the laboratory's receipt, the sample's way there (the rule's `clock`).
 */
function clockDays(step: RequirementStep, rule: RequirementRule | undefined): { flight: number; transit: number } {
  const bounds = step.timing?.before_travel;
  return {
    flight: bounds?.to === "departure" ? (rule?.clock?.flight_days ?? 0) : 0,
    transit: bounds?.from === "lab-receipt" ? (rule?.clock?.lab_transit_days ?? 0) : 0,
  };
}

/**
 * Hours become whole days that hold at any time of day of the step and of the journey (the plan knows no hour):
 * at least H hours is at least ⌈H / 24⌉ + 1 days (24 h → two days before), at most H hours at most ⌊H / 24⌋ − 1
 * days (120 h → four days before, 48 h → the day before). Once the flight is booked, the step can be timed to the hour.
 */
export const daysForMinHours = (hours: number) => Math.ceil(hours / 24) + 1;
export const daysForMaxHours = (hours: number) => Math.max(0, Math.floor(hours / 24) - 1);

/** Days a step must precede travel at least. */
function minDaysBefore(step: RequirementStep): number {
  const bounds = step.timing?.before_travel;
  if (!bounds) return 0;
  return Math.max(bounds.min_days ?? 0, bounds.min_hours === undefined ? 0 : daysForMinHours(bounds.min_hours));
}

/** Latest date for this step, from its own minimum before travel. */
function ownLatest(step: RequirementStep, travel: CalendarDate, rule: RequirementRule | undefined): CalendarDate {
  const { flight, transit } = clockDays(step, rule);
  const end = travel.subtract({ days: flight });
  let latest = end.subtract({ days: minDaysBefore(step) });
  const months = step.timing?.before_travel?.min_months;
  if (months !== undefined) latest = minDate(latest, end.subtract({ months }));
  return latest.subtract({ days: transit });
}

/**
 * Start of the step's window before travel, or null without a maximum. A maximum the rule counts to the departure
 * is counted to the arrival day, the latest day the flight can leave: the window then holds whichever day it leaves
 * (a minimum counts to the planned departure, the earliest).
 */
function windowStart(step: RequirementStep, travel: CalendarDate, rule: RequirementRule | undefined): CalendarDate | null {
  const bounds = step.timing?.before_travel;
  if (!bounds) return null;
  const { transit } = clockDays(step, rule);
  const end = travel;
  const starts: CalendarDate[] = [];
  if (bounds.max_days !== undefined) starts.push(end.subtract({ days: bounds.max_days }));
  if (bounds.max_hours !== undefined) starts.push(end.subtract({ days: daysForMaxHours(bounds.max_hours) }));
  if (bounds.max_months !== undefined) starts.push(end.subtract({ months: bounds.max_months }));
  return starts.length ? starts.reduce(maxDate).subtract({ days: transit }) : null;
}

/** First travel date a step done on `doneOn` allows. */
function travelAfter(step: RequirementStep, doneOn: CalendarDate, rule: RequirementRule | undefined): CalendarDate {
  const { flight, transit } = clockDays(step, rule);
  const start = doneOn.add({ days: transit });
  let end = start.add({ days: minDaysBefore(step) });
  const months = step.timing?.before_travel?.min_months;
  if (months !== undefined) end = maxDate(end, addMonthsAtLeast(start, months));
  return end.add({ days: flight });
}

/** A step's texts in a language: the plan's own words for intervals and notes (planner dictionaries). */
function say(language: Language, key: PlannerMessageKey, vars: Record<string, string | number> = {}): string {
  return messageText((language === "de" ? dePlanner : enPlanner)[key], language, vars);
}

function amounts(language: Language, bounds: { days?: number; hours?: number; months?: number }): string[] {
  const found: string[] = [];
  if (bounds.months !== undefined) found.push(say(language, "planner.amount.months", { count: bounds.months }));
  if (bounds.days !== undefined) found.push(say(language, "planner.amount.days", { count: bounds.days }));
  if (bounds.hours !== undefined) found.push(say(language, "planner.amount.hours", { count: bounds.hours }));
  return found;
}

const gapAmount = (language: Language, gap: { min_days?: number; min_months?: number }) =>
  amounts(language, { months: gap.min_months, days: gap.min_days || (gap.min_months ? undefined : 0) }).join(" + ");

/**
 * What a step's interval counts from and to, in words: its bounds before the arrival or departure, the
 * steps it follows, and the rule's stated conversion where the rule does not count to the arrival day.
 */
function intervalText(step: RequirementStep, rule: RequirementRule | undefined, titles: Map<string, string>, language: Language): string | null {
  const bounds = step.timing?.before_travel;
  const endOf = (to: string | undefined) => say(language, to === "departure" ? "planner.end.departure" : "planner.end.arrival");
  const parts: string[] = [];
  if (bounds) {
    const end = endOf(bounds.to);
    for (const amount of amounts(language, { months: bounds.min_months, days: bounds.min_days, hours: bounds.min_hours })) parts.push(say(language, "planner.interval.min", { amount, end }));
    for (const amount of amounts(language, { months: bounds.max_months, days: bounds.max_days, hours: bounds.max_hours })) parts.push(say(language, "planner.interval.max", { amount, end }));
    if (bounds.from === "lab-receipt") parts.push(say(language, "planner.interval.fromReceipt"));
  }
  for (const ref of step.timing?.after ?? []) {
    // A step of another origin or species is not in this plan, and sets nothing.
    const title = titles.get(ref.step);
    if (title === undefined) continue;
    parts.push(ref.min_days || ref.min_months ? say(language, "planner.interval.after", { amount: gapAmount(language, ref), step: title }) : say(language, "planner.interval.notBefore", { step: title }));
  }
  if (!parts.length) return null;
  const sentence = parts.join("; ");
  const basis = (bounds?.to === "departure" || bounds?.from === "lab-receipt") && rule?.clock ? ` ${rule.clock.basis[language]}` : "";
  const hours = bounds?.min_hours !== undefined || bounds?.max_hours !== undefined ? ` ${say(language, "planner.interval.hours")}` : "";
  const window = bounds?.to === "departure" && (bounds.max_days ?? bounds.max_hours ?? bounds.max_months) !== undefined ? ` ${say(language, "planner.interval.windowFromArrival")}` : "";
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.${hours}${basis}${window}`;
}

/**
 * Step kinds whose result our travel documents are prepared from (docs/requirements.md §9): a permit,
 * booking, form, document (a pet passport) or blood test must be in hand before that work starts, so none of
 * them is due on the arrival day.
 */
const preparedFrom = new Set<RequirementStep["kind"]>(["permit", "booking", "form", "document", "titre"]);

const shift = (date: CalendarDate, gap: { min_days?: number; min_months?: number }, direction: 1 | -1): CalendarDate => {
  let result = date;
  if (gap.min_months !== undefined) result = direction === 1 ? addMonthsAtLeast(result, gap.min_months) : result.subtract({ months: gap.min_months });
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
    if (months !== undefined) dates.push(addMonthsAtLeast(birth, months));
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
  const own = rule.steps.filter((step) => applies(step, input.species, origin));
  // Our documents are prepared once every permit, booking and result they need is in hand.
  const before = own.filter((step) => preparedFrom.has(step.kind)).map((step) => ({ step: step.id, min_days: 0 }));
  const preparation: RequirementStep = { ...file.preparation, timing: { ...file.preparation.timing, after: [...(file.preparation.timing?.after ?? []), ...before] } };
  const steps = applies(file.preparation, input.species, origin) ? [...own, preparation] : own;
  const clockOf = (step: RequirementStep) => (step === preparation ? undefined : rule);
  const index = new Map(steps.map((step, position) => [step.id, position]));
  const titles = new Map(steps.map((step) => [step.id, step.title[language]]));
  const notes: string[] = [];
  const countedFrom = new Set(steps.flatMap((step) => (step.timing?.after ?? []).filter((ref) => ref.min_days || ref.min_months).map((ref) => ref.step)));

  // A step said to be done counts only when every step it must follow is done too, in the rule's order
  // (a blood sample taken before a vaccination it must follow, a vaccination before the microchip): else
  // it is planned again, and the plan says why. Steps come in the rule's order, so what a step follows
  // has been decided before it.
  const states = steps.map((step) => doneState(step, input, today));
  steps.forEach((step, position) => {
    const state = states[position]!;
    for (const ref of state.done ? (step.timing?.after ?? []) : []) {
      const target = index.get(ref.step);
      if (target === undefined) continue;
      const earlier = states[target]!;
      const names = { step: step.title[language], earlier: steps[target]!.title[language] };
      let broken: string | undefined;
      if (!earlier.done) broken = say(language, "planner.note.beforeOpen", names);
      else if (state.on && earlier.on && state.on.compare(shift(earlier.on, ref, 1)) < 0)
        broken =
          state.on.compare(earlier.on) < 0 || !(ref.min_days || ref.min_months)
            ? say(language, "planner.note.notBefore", names)
            : say(language, "planner.note.order", { ...names, amount: gapAmount(language, ref), gap: say(language, "planner.amount.days", { count: state.on.compare(earlier.on) }) });
      if (broken) {
        notes.push(broken);
        states[position] = { done: false, on: null };
        return;
      }
    }
  });
  // A step with a window before travel (a health certificate, a tapeworm treatment) done before its
  // window opens does not hold for this arrival: it is planned again, and the plan says why.
  steps.forEach((step, position) => {
    const { on } = states[position]!;
    const start = on ? windowStart(step, travel, clockOf(step)) : null;
    if (on && start && on.compare(start) < 0) {
      notes.push(say(language, "planner.note.beforeWindow", { step: step.title[language] }));
      states[position] = { done: false, on: null };
    }
  });
  const done = states.map((state) => state.done);

  // Backwards: latest dates.
  const latest: CalendarDate[] = steps.map((step) => ownLatest(step, travel, clockOf(step)));
  for (let position = steps.length - 1; position >= 0; position--) {
    if (done[position]) continue;
    for (const ref of steps[position]!.timing?.after ?? []) {
      const target = index.get(ref.step);
      if (target === undefined || done[target]) continue;
      latest[target] = minDate(latest[target]!, shift(latest[position]!, ref, -1));
    }
  }

  // Forwards: the earliest day each open step can be done (a done step: its day, or today when its day
  // was not given), and the earliest travel date each step allows.
  const possible: CalendarDate[] = [];
  let earliestTravel = today;
  steps.forEach((step, position) => {
    const state = states[position]!;
    let day = today;
    if (state.done) {
      day = state.on ?? today;
      // Without its day, a step that a waiting time counts from is counted as done today: the plan says so.
      if (!state.on && (step.timing?.before_travel || countedFrom.has(step.id))) notes.push(say(language, "planner.note.undated", { step: step.title[language] }));
    } else {
      if (birth && step.min_age_weeks !== undefined) day = maxDate(day, birth.add({ days: step.min_age_weeks * 7 }));
      for (const ref of step.timing?.after ?? []) {
        const target = index.get(ref.step);
        if (target === undefined) continue;
        day = maxDate(day, shift(possible[target]!, ref, 1));
      }
    }
    possible[position] = day;
    earliestTravel = maxDate(earliestTravel, travelAfter(step, day, clockOf(step)));
  });
  if (birth) {
    const oldEnough = minimumTravelAge(rule, birth, input.species);
    if (oldEnough) earliestTravel = maxDate(earliestTravel, oldEnough);
  }

  const planned = steps.map((step, position) => {
    const { done: isStepDone, on } = states[position]!;
    const last = latest[position]!;
    const start = windowStart(step, travel, clockOf(step));
    const shown: PlannedStep = {
      id: step.id,
      kind: step.kind,
      title: step.title[language],
      description: step.description[language],
      earliest: isStepDone || !start ? null : iso(start),
      latest: isStepDone ? null : iso(last),
      done: isStepDone,
      doneOn: on ? iso(on) : null,
      interval: intervalText(step === preparation ? file.preparation : step, clockOf(step), titles, language),
      overdue: !isStepDone && last.compare(today) < 0,
      confirm: step.confirm,
    };
    return { shown, position };
  });
  // In the order the dates fall: done steps first (by their day), then by the last day; steps due on the same day in
  // the rule's order, which is the order they must be done in (a permit before the blood sample that follows it).
  const key = ({ shown }: (typeof planned)[number]) => (shown.done ? `0${shown.doneOn ?? ""}` : `1${shown.latest}`);
  planned.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.position - b.position));

  return {
    rule: input.rule,
    category: rule.category,
    language,
    travelDate: iso(travel),
    today: iso(today),
    species: input.species ?? null,
    origin,
    steps: planned.map(({ shown }) => shown),
    onTime: travel.compare(earliestTravel) >= 0 && !planned.some(({ shown }) => shown.overdue),
    earliestTravelDate: iso(earliestTravel),
    quarantineDays: rule.quarantine_days ?? null,
    sources: rule.sources.map((source) => ({ ...source })),
    documents: [...rule.documents[language]],
    processing: rule.processing[language],
    breedRestrictions: rule.breed_restrictions?.[language] ?? null,
    notes,
  };
}
