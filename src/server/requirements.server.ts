/**
 * Dated checklists from the entry requirements (content/requirements.json, loaded and validated with the
 * content): for the requirements API and for the checklist in a quote acknowledgement. Only the server
 * holds the requirements file; the browser gets plans.
 */
import type { Lang } from "../i18n/languages.ts";
import { originOfPlace, placeForText, type DestinationOption } from "../lib/destination-options.ts";
import { commonSpecies } from "../lib/planner/checklist.ts";
import type { Plan } from "../lib/planner/plan.ts";
import { requirementsPlan as sharedPlan, type PlanTarget, type RequirementsSource } from "../lib/api/requirements.ts";
import type { QuoteInquiry } from "../lib/schemas/leads.ts";
import { contentQueries, getContent } from "./content.server.ts";
import { errorSummary, log } from "./log.server.ts";
import type { LeadChecklist } from "../features/mail/LeadParts.tsx";

/** The requirements and destinations of this deploy. */
export const deployedRequirements: RequirementsSource = {
  requirements: async () => (await getContent()).requirements,
  hasDestination: async (slug) => (await contentQueries.destination(slug, "en")) !== undefined,
};

/** The plan for a target and a (checked) query from the deployed content, or undefined for an unknown target. */
export const requirementsPlan = (target: PlanTarget, query: Parameters<typeof sharedPlan>[1], lang: Lang, now = new Date()): Promise<Plan | undefined> =>
  sharedPlan(target, query, lang, deployedRequirements, now);

/** What the planner needs of a quote request: the site's destination it names, its pets' species and its origin. */
function leadRoute(destinationAddress: string, departureAddress: string, petTypes: readonly unknown[]): { destination: DestinationOption | undefined; species: ReturnType<typeof commonSpecies>; origin: ReturnType<typeof originOfPlace> } {
  // A departure that is one of the site's places decides the origin; any other text plans from the EU, as the mail says.
  return { destination: placeForText(destinationAddress), species: commonSpecies(petTypes), origin: originOfPlace(departureAddress) };
}

/**
 * The checklist for a quote request whose destination names one of the site's places (its label in either language,
 * a city, an airport code or a country: `placeForText`), for its travel date and pets; undefined for any other text.
 * Never throws: a
 * lead is stored and acknowledged without a checklist rather than not at all.
 */
export async function leadChecklist(
  inquiry: Pick<QuoteInquiry, "departureAddress" | "destinationAddress" | "travelDate" | "petType" | "additionalPets"> & StepDates,
  lang: Lang,
  now = new Date(),
): Promise<LeadChecklist | undefined> {
  const { destination, species, origin } = leadRoute(inquiry.destinationAddress, inquiry.departureAddress, [inquiry.petType, ...inquiry.additionalPets.map((pet) => pet.petType)]);
  if (!destination) return undefined;
  try {
    const plan = await requirementsPlan({ destination: destination.slug }, { travelDate: inquiry.travelDate, species, origin, ...stepDates(inquiry) }, lang, now);
    return plan ? { destination, plan } : undefined;
  } catch (error) {
    log.error(`lead checklist failed: ${errorSummary(error)}`);
    return undefined;
  }
}

/**
 * The days the owner gave for steps already done (a stored lead has null where none was given), and the
 * steps recorded done on the request page or the lead page since (by step id).
 */
export interface StepDates {
  microchippedOn?: string | null;
  vaccinatedOn?: string | null;
  stepsDone?: Readonly<Record<string, string>>;
}
const stepDates = ({ microchippedOn, vaccinatedOn, stepsDone }: StepDates) => ({
  ...(microchippedOn ? { microchippedOn } : {}),
  ...(vaccinatedOn ? { vaccinatedOn } : {}),
  ...(stepsDone && Object.keys(stepsDone).length ? { stepsDone } : {}),
});

/** A stored quote request as the too-early check reads it. */
export interface StoredRoute extends StepDates {
  departureAddress: string;
  destinationAddress: string;
  /** Country key of the site's destination the lead named, when it did. */
  destinationCountry: string | null;
  travelDate: string;
  petTypes: readonly string[];
  createdAt: Date;
}

/**
 * The earliest travel date the planner allows for a stored quote request's route and pets, as of the day
 * it came in — only when its travel date is earlier; undefined when it is not, or its destination is none
 * of the site's. The planner works in memory (a few steps per rule), so a page of the inbox asks it per row.
 * Never throws: a lead the planner cannot read is shown without a flag.
 */
export async function tooEarlyFor(lead: StoredRoute): Promise<string | undefined> {
  const { destination, species, origin } = leadRoute(lead.destinationAddress, lead.departureAddress, lead.petTypes);
  const target: PlanTarget | undefined = destination ? { destination: destination.slug } : lead.destinationCountry ? { country: lead.destinationCountry } : undefined;
  if (!target) return undefined;
  try {
    const plan = await requirementsPlan(target, { travelDate: lead.travelDate, species, origin, ...stepDates(lead) }, "en", lead.createdAt);
    return plan && lead.travelDate < plan.earliestTravelDate ? plan.earliestTravelDate : undefined;
  } catch (error) {
    log.error(`too-early check failed: ${errorSummary(error)}`);
    return undefined;
  }
}
