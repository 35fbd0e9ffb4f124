/**
 * Destinations whose import rules need months of preparation (rabies-free countries with titre
 * waits, as their animal-import authorities publish them: Japan's Animal Quarantine Service,
 * Australia's Department of Agriculture (BICON), New Zealand's MPI, Hawaii's Department of
 * Agriculture). Used to warn when the chosen travel date is earlier than the waits allow.
 */
import { differenceInCalendarDays, parseISO } from "date-fns";

export interface LeadTimeRule {
  /** Key of the country in the message dictionaries. */
  key: "japan" | "australia" | "newZealand" | "hawaii";
  /** Words that identify the destination in a free-text address, lower case. */
  match: RegExp;
  /** Minimum days between today and departure. */
  minDays: number;
}

export const leadTimeRules: readonly LeadTimeRule[] = [
  // Titre ≥ 0.5 IU/ml, then 180 days from the blood draw; the draw follows two vaccinations.
  { key: "japan", match: /japan|tokyo|tokio|osaka|narita|haneda|nagoya|sapporo|fukuoka/, minDays: 180 },
  // Export ≥ 180 days after the titre blood sample; plan ≥ 6 months.
  { key: "australia", match: /austral|sydney|melbourne|brisbane|perth|adelaide/, minDays: 180 },
  // Plan ≥ 6 months (permit, quarantine booking).
  { key: "newZealand", match: /new zealand|neuseeland|auckland|wellington|christchurch/, minDays: 180 },
  // "5-day-or-less" programme: 30-day wait after the FAVN test and last vaccine.
  { key: "hawaii", match: /hawaii|honolulu|maui|kauai/, minDays: 30 },
];

export function leadTimeRuleFor(destination: string | undefined): LeadTimeRule | undefined {
  if (!destination) return undefined;
  const value = destination.toLowerCase();
  return leadTimeRules.find((rule) => rule.match.test(value));
}

/** The rule the travel date breaks, if any. */
export function tooEarlyFor(destination: string | undefined, travelDate: string | undefined, today = new Date()): LeadTimeRule | undefined {
  const rule = leadTimeRuleFor(destination);
  if (!rule || !travelDate || !/^\d{4}-\d{2}-\d{2}$/.test(travelDate)) return undefined;
  return differenceInCalendarDays(parseISO(travelDate), today) < rule.minDays ? rule : undefined;
}
