/**
 * Schema of `content/requirements.json` (entry requirements per destination, both languages inline) and of
 * the plan the planner computes from it (`src/lib/planner/`), which is also the JSON answer of
 * `GET /api/requirements/{country}`. The timing model is described in content/README.md ("Entry requirements").
 */
import { z } from "zod";
import { countries } from "../../i18n/countries.ts";
import { origins } from "../planner/origins.ts";

z.config({ jitless: true });

/** Country keys of the site (`content/destinations.json` → `country`); every one needs a rule. */
export const requirementCountries: readonly string[] = countries.map((country) => country.en);

export const requirementCategories = [
  /** EU member state: microchip, rabies vaccination, EU pet passport. */
  "eu-member",
  /** EU/EEA state that also asks for a tapeworm (Echinococcus) treatment for dogs 24–120 hours before entry. */
  "eu-tapeworm",
  /** Non-EU country applying the EU pet rules (Switzerland). */
  "eu-equivalent",
  /** Great Britain: EU-style rules, tapeworm treatment for dogs, approved routes. */
  "great-britain",
  /** United States: CDC rules for dogs; airline and state rules for cats. */
  "usa",
  /** Rabies-free destination with an antibody (titre) test and a waiting period (Japan, Hawaii, Taiwan). */
  "rabies-free-titre",
  /** Rabies-free destination with import permit, antibody test and quarantine on arrival (Australia, New Zealand). */
  "rabies-free-quarantine",
  /** Import permit or licence needed in advance. */
  "permit",
  /** Antibody test required before entry, without a sourced long waiting period. */
  "titre-required",
  /** Health certificate and rabies vaccination; the general process, details confirmed per route. */
  "health-certificate",
] as const;
export type RequirementCategory = (typeof requirementCategories)[number];

export const stepKinds = [
  "microchip",
  "vaccination",
  "titre",
  "treatment",
  "certificate",
  "document",
  "permit",
  "notice",
  "form",
  "booking",
] as const;
export type StepKind = (typeof stepKinds)[number];

export const species = ["dog", "cat"] as const;
export type Species = (typeof species)[number];


/**
 * What an owner can say is already done: `microchipped` and `vaccinated` (a flag, or a date with
 * `microchippedOn` / `vaccinatedOn`), and `titre-sampled` (the antibody test's blood sample, by its date `titreSampledOn`).
 */
export const ownerFlags = ["microchipped", "vaccinated", "titre-sampled"] as const;
export type OwnerFlag = (typeof ownerFlags)[number];

/**
 * What an interval counts to: the arrival date the owner chose, or the pet's departure (what Australia,
 * New Zealand, Singapore and the UAE call export or shipment), planned a rule's `clock.flight_days` earlier.
 */
export const clockEnds = ["arrival", "departure"] as const;
/** What an interval counts from: the day the step is done, or (a blood sample) the day the laboratory receives it. */
export const clockStarts = ["done", "lab-receipt"] as const;

const nonEmpty = z.string().trim().min(1);
/** A text in both languages; neither may be empty. */
export const bilingual = z.strictObject({ en: nonEmpty, de: nonEmpty });
const bilingualList = z
  .strictObject({ en: z.array(nonEmpty).min(1), de: z.array(nonEmpty).min(1) })
  .refine((list) => list.en.length === list.de.length, "en and de lists have the same length");

const isoDate = z.iso.date();
const stepId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
const days = z.number().int().min(0);
const months = z.number().int().min(1);

/**
 * Constraints relative to the travel (arrival) date. `min_*`: done at least this long before travel (gives the
 * latest date); `max_*`: done at most this long before travel (gives the earliest date of a window). Hours are
 * rounded to whole calendar days: at least 24 hours → the day before at the latest; at most 120 hours → 5 days
 * before at the earliest.
 */
export const beforeTravel = z
  .strictObject({
    min_days: days.optional(),
    max_days: days.optional(),
    min_hours: z.number().int().min(1).optional(),
    max_hours: z.number().int().min(1).optional(),
    min_months: months.optional(),
    max_months: months.optional(),
    /** What the bounds count to (arrival when absent). */
    to: z.enum(clockEnds).optional(),
    /** What the bounds count from (the day the step is done when absent). */
    from: z.enum(clockStarts).optional(),
  })
  .refine((value) => Object.keys(value).some((key) => key !== "to" && key !== "from"), "at least one bound");

/** This step comes at least `min_days` (or `min_months`) after an earlier step of the same rule. */
export const afterStep = z.strictObject({ step: stepId, min_days: days.optional(), min_months: months.optional() });

export const requirementStep = z.strictObject({
  id: stepId,
  kind: z.enum(stepKinds),
  species: z.array(z.enum(species)).min(1),
  confirm: z.boolean(),
  /** The planner input flag that marks this step as done (only the first rabies vaccination carries `vaccinated`). */
  owner_flag: z.enum(ownerFlags).optional(),
  /** Minimum age of the pet on the day of this step. */
  min_age_weeks: z.number().int().min(1).optional(),
  /** The origins the step applies to (all when absent). */
  origins: z.array(z.enum(origins)).min(1).optional(),
  timing: z.strictObject({ before_travel: beforeTravel.optional(), after: z.array(afterStep).min(1).optional() }).optional(),
  title: bilingual,
  description: bilingual,
});
export type RequirementStep = z.output<typeof requirementStep>;

export const requirementSource = z.strictObject({
  authority: nonEmpty,
  title: nonEmpty,
  url: z.url({ protocol: /^https$/ }),
  checked: isoDate,
  /**
   * No page of the authority that states the rule could be found: the source is the authority itself,
   * every step of the rule says that we confirm it, and content/README.md lists it under "To be confirmed".
   */
  authority_only: z.literal(true).optional(),
});
export type RequirementSource = z.output<typeof requirementSource>;

const bySpecies = z
  .strictObject({ dog: z.number().int().min(1).optional(), cat: z.number().int().min(1).optional() })
  .refine((value) => value.dog !== undefined || value.cat !== undefined, "at least one species");

const ruleFields = {
    category: z.enum(requirementCategories),
    steps: z.array(requirementStep).min(1),
    /**
     * The least lead time `processing` states for a pet from the EU (its lower bound when it gives a
     * range); a content test checks that the planner never offers an earlier arrival than this.
     */
    lead_time: z.union([z.strictObject({ min_days: days }), z.strictObject({ min_months: months })]),
    /** Replaces the hand-written "documents" quick facts of the destination pages. */
    documents: bilingualList,
    processing: bilingual,
    /** Days in quarantine on arrival when all requirements are met. */
    quarantine_days: z.number().int().min(0).optional(),
    /** Minimum age on arrival, by species. */
    min_age_weeks: bySpecies.optional(),
    min_age_months: bySpecies.optional(),
    breed_restrictions: bilingual.optional(),
    /**
     * How the plan converts the rule's own clock to the owner's arrival date, where the rule counts to the
     * departure (`to: "departure"`) or from the laboratory's receipt of a sample (`from: "lab-receipt"`):
     * days from departure to arrival, days from the blood draw to the laboratory, and the plan's words for
     * both (shown with every step that uses them).
     */
    clock: z
      .strictObject({ flight_days: z.number().int().min(0).max(5), lab_transit_days: z.number().int().min(0).max(14).optional(), basis: bilingual })
      .optional(),
    sources: z.array(requirementSource).min(1),
};

export const requirementRule = z
  .strictObject(ruleFields)
  .superRefine((rule, context) => {
    const seen = new Map<string, RequirementStep>();
    rule.steps.forEach((step, index) => {
      if (seen.has(step.id)) context.addIssue({ code: "custom", path: ["steps", index, "id"], message: `duplicate step id ${step.id}` });
      const bounds = step.timing?.before_travel;
      if (bounds) {
        const pairs: [number | undefined, number | undefined][] = [
          [bounds.min_days, bounds.max_days],
          [bounds.min_hours, bounds.max_hours],
          [bounds.min_months, bounds.max_months],
        ];
        for (const [min, max] of pairs) {
          if (min !== undefined && max !== undefined && min > max)
            context.addIssue({ code: "custom", path: ["steps", index, "timing"], message: "minimum above maximum" });
        }
      }
      for (const [refIndex, ref] of (step.timing?.after ?? []).entries()) {
        const target = seen.get(ref.step);
        if (!target) {
          context.addIssue({
            code: "custom",
            path: ["steps", index, "timing", "after", refIndex, "step"],
            message: `${ref.step} is not an earlier step of this rule`,
          });
        } else if (!step.species.every((kind) => target.species.includes(kind))) {
          context.addIssue({
            code: "custom",
            path: ["steps", index, "timing", "after", refIndex, "step"],
            message: `${ref.step} does not apply to every species of ${step.id}`,
          });
        }
      }
      if (bounds?.to === "departure" && !rule.clock) context.addIssue({ code: "custom", path: ["steps", index, "timing"], message: "counts to the departure: the rule needs a clock" });
      if (bounds?.from === "lab-receipt" && rule.clock?.lab_transit_days === undefined)
        context.addIssue({ code: "custom", path: ["steps", index, "timing"], message: "counts from the laboratory's receipt: the rule's clock needs lab_transit_days" });
      seen.set(step.id, step);
    });
  });
export type RequirementRule = z.output<typeof requirementRule>;

/**
 * A rule written as a template plus its own parts (an EU member state: the EU template, its national sources and
 * breed rules, a tapeworm step). Its fields replace the template's, except `sources` and `extra_steps`, which come
 * first and last: the country's own pages before the template's regulations, its own steps after the template's.
 */
export const templatedRule = z.strictObject({
  template: stepId,
  ...z.strictObject(ruleFields).partial().shape,
  extra_steps: z.array(requirementStep).min(1).optional(),
});
export type TemplatedRule = z.output<typeof templatedRule>;
const ruleEntry = z.union([templatedRule, z.strictObject(ruleFields)]);

/** The rule a templated entry stands for (templates may themselves name a template); other entries as written. */
export function expandRule(entry: z.output<typeof ruleEntry>, templates: Record<string, z.output<typeof ruleEntry>>, seen: string[] = []): Partial<RequirementRule> {
  if (!("template" in entry)) return entry;
  const { template, extra_steps, sources, ...own } = entry;
  const base = templates[template];
  if (!base || seen.includes(template)) return { ...own, sources, steps: undefined };
  const expanded = expandRule(base, templates, [...seen, template]);
  return {
    ...expanded,
    ...own,
    sources: [...(sources ?? []), ...(expanded.sources ?? [])],
    steps: [...(own.steps ?? expanded.steps ?? []), ...(extra_steps ?? [])],
  };
}

const fileFields = z
  .strictObject({
    version: z.literal(1),
    /** Labels of the categories, for the UI. */
    categories: z.record(z.enum(requirementCategories), bilingual),
    /**
     * Our own last step on every route: the travel documents prepared and checked (3 to 10 business
     * days, docs/requirements.md §9; planned with the upper end). The planner adds it after each rule's steps.
     */
    preparation: requirementStep,
    /** Destination slugs whose rule differs from their country's (Honolulu → "hawaii"). */
    destinations: z.record(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/), stepId),
    /** Rules that other rules name as their `template` (the EU's, and the EU's with a tapeworm treatment). */
    templates: z.record(stepId, ruleEntry),
    /** One rule per country key (and override), written whole or as a template plus the country's own parts. */
    rules: z.record(stepId, ruleEntry),
  });

/** The file with every templated rule written out and validated as a whole rule. */
export const requirementsFile = fileFields
  .transform((file, context) => {
    const rules: Record<string, RequirementRule> = {};
    for (const [key, entry] of Object.entries(file.rules)) {
      if ("template" in entry && !file.templates[entry.template]) {
        context.addIssue({ code: "custom", path: ["rules", key, "template"], message: `unknown template ${entry.template}` });
        continue;
      }
      const parsed = requirementRule.safeParse(expandRule(entry, file.templates));
      if (parsed.success) rules[key] = parsed.data;
      else for (const issue of parsed.error.issues) context.addIssue({ code: "custom", path: ["rules", key, ...issue.path.map(String)], message: issue.message });
    }
    const { templates: _templates, ...rest } = file;
    return { ...rest, rules };
  })
  .superRefine((file, context) => {
    for (const country of requirementCountries) {
      if (!file.rules[country]) context.addIssue({ code: "custom", path: ["rules", country], message: `missing rule for ${country}` });
    }
    for (const [slug, key] of Object.entries(file.destinations)) {
      if (!file.rules[key]) context.addIssue({ code: "custom", path: ["destinations", slug], message: `unknown rule ${key}` });
    }
    for (const category of requirementCategories) {
      if (!file.categories[category]) context.addIssue({ code: "custom", path: ["categories", category], message: "missing label" });
    }
  });
export type RequirementsFile = z.output<typeof requirementsFile>;

/** One step of a computed plan, in one language. Dates are ISO calendar dates (YYYY-MM-DD). */
export const plannedStep = z.strictObject({
  id: stepId,
  kind: z.enum(stepKinds),
  title: nonEmpty,
  description: nonEmpty,
  /** Start of the step's window (for example tapeworm treatment or health certificate); null without a window. */
  earliest: isoDate.nullable(),
  /** Last day the step can be done for the chosen travel date; null when the step is done. */
  latest: isoDate.nullable(),
  done: z.boolean(),
  /** The day the owner said the step was done; null when it is open or its date was not given. */
  doneOn: isoDate.nullable(),
  /** What the step's interval counts from and to, in words (null for a step without one). */
  interval: nonEmpty.nullable(),
  overdue: z.boolean(),
  confirm: z.boolean(),
});
export type PlannedStepOutput = z.output<typeof plannedStep>;

/** The answer of `GET /api/requirements/{country}`: a plan computed by `planFor`. */
export const planResponse = z.strictObject({
  rule: stepId,
  category: z.enum(requirementCategories),
  language: z.enum(["en", "de"]),
  travelDate: isoDate,
  today: isoDate,
  species: z.enum(species).nullable(),
  origin: z.enum(origins),
  steps: z.array(plannedStep),
  onTime: z.boolean(),
  earliestTravelDate: isoDate,
  quarantineDays: z.number().int().min(0).nullable(),
  sources: z.array(requirementSource).min(1),
  documents: z.array(nonEmpty).min(1),
  processing: nonEmpty,
  breedRestrictions: nonEmpty.nullable(),
  /** What the owner must check: a step said to be done without its date, a given date that breaks a rule. */
  notes: z.array(nonEmpty),
});
export type PlanResponse = z.output<typeof planResponse>;
