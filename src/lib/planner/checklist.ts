/**
 * Small helpers for showing a plan as a checklist (the quote form, the acknowledgement mail). Types only
 * from the planner, so the browser never loads the requirements data through this module.
 */
import type { Species } from "../schemas/requirements.ts";
import type { Plan, PlannedStep } from "./plan.ts";

/** A plan's open steps that carry a date, soonest first (steps due on the same day keep the rule's order). */
export function datedSteps(plan: Pick<Plan, "steps">): (PlannedStep & { latest: string })[] {
  return plan.steps
    .filter((step): step is PlannedStep & { latest: string } => !step.done && step.latest !== null)
    .sort((a, b) => (a.latest < b.latest ? -1 : a.latest > b.latest ? 1 : 0));
}

/** The species of a group of pets when they are all one kind; a mixed group is planned for both. */
export function commonSpecies(petTypes: readonly unknown[]): Species | undefined {
  const kinds = new Set(petTypes);
  const [only] = kinds;
  return kinds.size === 1 && (only === "dog" || only === "cat") ? only : undefined;
}

/**
 * The step the team does itself, last before travel: every document prepared and checked (the
 * requirements file's `preparation`). The owner's checklist offers no form to record it done.
 */
export const TEAM_STEP_ID = "document-preparation";
