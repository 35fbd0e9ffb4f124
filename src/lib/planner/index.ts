export { requirements } from "./data.ts";
export { planFor, ruleKeyFor, UnknownRuleError, type Language, type Plan, type PlannedStep, type PlannerInput } from "./plan.ts";
export { toICalendar, type ICalendarOptions } from "./ical.ts";
