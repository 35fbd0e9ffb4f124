/**
 * Dated checklists from the entry requirements (content/requirements.json, loaded and validated with the
 * content): for the requirements API and for the checklist in a quote acknowledgement. Only the server
 * holds the requirements file; the browser gets plans.
 */
import { findCountry } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";
import { optionForLabel } from "../lib/destination-options.ts";
import { commonSpecies } from "../lib/planner/checklist.ts";
import { planFor, ruleKeyFor, type Plan } from "../lib/planner/plan.ts";
import type { QuoteInquiry } from "../lib/schemas/leads.ts";
import type { RequirementsQuery } from "../lib/schemas/requirements-query.ts";
import { contentQueries, getContent } from "./content.server.ts";
import { errorSummary } from "./http/edge.server.ts";
import type { LeadChecklist } from "../features/mail/LeadParts.tsx";
import { officeToday } from "../lib/travel-window.ts";
import { originOfPlace } from "../lib/planner/origins.ts";

/** A country key (`japan`, or its German path segment `deutschland`), a rule key (`hawaii`), or a destination slug. */
export type PlanTarget = { country: string } | { destination: string };

/**
 * The rule key a target names, or undefined when there is none: an unknown country, or a slug that is no
 * published destination of the site.
 */
export async function ruleFor(target: PlanTarget): Promise<string | undefined> {
  const { requirements } = await getContent();
  if ("destination" in target) {
    if (!(await contentQueries.destination(target.destination, "en"))) return undefined;
    return ruleKeyFor(target.destination, requirements);
  }
  const key = target.country.toLowerCase();
  const rule = findCountry(key)?.en ?? key;
  // Own keys only: "constructor" and its kind name no rule.
  return Object.hasOwn(requirements.rules, rule) ? rule : undefined;
}

/** The plan for a target and a (checked) query, or undefined for an unknown target. */
export async function requirementsPlan(target: PlanTarget, query: Omit<RequirementsQuery, "language" | "destination">, lang: Lang, now = new Date()): Promise<Plan | undefined> {
  const rule = await ruleFor(target);
  if (!rule) return undefined;
  const { requirements } = await getContent();
  return planFor(
    {
      rule,
      travelDate: query.travelDate,
      today: officeToday(now),
      origin: query.origin,
      species: query.species,
      ageMonths: query.ageMonths,
      microchipped: query.microchipped,
      vaccinated: query.vaccinated,
    },
    lang,
    requirements,
  );
}

/**
 * The checklist for a quote request whose destination is one of the site's options, word for word (its
 * label in either language), for its travel date and pets; undefined for any other text. Never throws: a
 * lead is stored and acknowledged without a checklist rather than not at all.
 */
export async function leadChecklist(inquiry: Pick<QuoteInquiry, "departureAddress" | "destinationAddress" | "travelDate" | "petType" | "additionalPets">, lang: Lang, now = new Date()): Promise<LeadChecklist | undefined> {
  const destination = optionForLabel(inquiry.destinationAddress);
  if (!destination) return undefined;
  try {
    const species = commonSpecies([inquiry.petType, ...inquiry.additionalPets.map((pet) => pet.petType)]);
    // A departure that is one of the site's places decides the origin; any other text plans from the EU, as the mail says.
    const plan = await requirementsPlan({ destination: destination.slug }, { travelDate: inquiry.travelDate, species, origin: originOfPlace(inquiry.departureAddress) }, lang, now);
    return plan ? { destination, plan } : undefined;
  } catch (error) {
    console.error(`lead checklist failed: ${errorSummary(error)}`);
    return undefined;
  }
}
