/**
 * English texts of the travel planner (the destination pages' planner, the checklist of a request's
 * private page). They come with the planner's code (`features/planner/planner-texts.ts`), so pages
 * without it do not download them; the server has them from start-up. Every key must exist in
 * `de-planner.ts` too (checked by a test).
 */
export const enPlanner = {
  "planner.title": "Travel planner: what your pet needs, and by when",
  "planner.intro": "Enter your arrival date for a dated checklist for {country}. Tell us where your pet travels from: the rules depend on it.",
  "planner.travelDate": "Arrival date",
  "planner.species": "Pet",
  "planner.speciesAny": "Dog or cat",
  "planner.origin": "Travelling from",
  "planner.origin.eu": "The EU, Norway or Switzerland",
  "planner.origin.gb": "Great Britain",
  "planner.origin.listed": "A country the EU lists (e.g. USA, Japan)",
  "planner.origin.unlisted": "Another country (e.g. Turkey, India)",
  "planner.originShown": "Travelling from: {origin}. The rules below are for this origin.",
  "planner.dog": "Dog",
  "planner.cat": "Cat",
  "planner.ageMonths": "Age in months (optional)",
  "planner.microchipped": "Already microchipped",
  "planner.vaccinated": "Already vaccinated against rabies (after the microchip)",
  "planner.submit": "Show my checklist",
  "planner.fromToday": "If you start today, your pet can arrive from {date} at the earliest. The checklist below is for that date.",
  "planner.onTime": "Arrival on {date} works if every step below is done in time.",
  "planner.tooEarly": "Arrival on {date} is too early. The earliest possible arrival date is {earliest}.",
  "planner.planEarliest": "Show the checklist for {date}",
  "planner.checklist": "Your checklist for arrival on {date}",
  "planner.by": "By {date}",
  "planner.window": "Between {from} and {to}",
  "planner.overdue": "Too late for this arrival date: it was due by {date}",
  "planner.done": "Done",
  "planner.confirm": "We confirm this step for your route.",
  "planner.quarantine": { one: "Quarantine on arrival: at least {count} day.", other: "Quarantine on arrival: at least {count} days." },
  "planner.breeds": "Breed restrictions",
  "planner.calendar": "Download the checklist (calendar file)",
  "planner.quote": "Get a quote for this plan",
  "planner.sources": "Sources, checked on {date}",
  "planner.asOf": "As of 2026. Rules change: we confirm the current rules for your route before anything is booked.",
  "planner.calendarTitle": "Pet travel to {city}",
  "planner.error.species": "Please choose dog or cat.",
  "planner.error.ageMonths": "Please enter the age as a whole number of months, from 0 to 300.",
  "planner.error.flag": "Please tick the box or leave it empty.",
  "planner.error.origin": "Please choose where your pet travels from.",
};

export type PlannerMessageKey = keyof typeof enPlanner;
