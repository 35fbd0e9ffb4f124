/** When a step is due, in the visitor's words: shared by the checklist on the page and the calendar file. */
import type { Translate } from "../../i18n/messages/index.ts";
import type { PlannedStep } from "./plan.ts";

export function stepWhen(step: PlannedStep, t: Translate, date: (iso: string) => string): string {
  if (step.done) return step.doneOn ? t("planner.doneOn", { date: date(step.doneOn) }) : t("planner.done");
  if (!step.latest) return "";
  if (step.overdue) return t("planner.overdue", { date: date(step.latest) });
  if (step.earliest) return t("planner.window", { from: date(step.earliest), to: date(step.latest) });
  return t("planner.by", { date: date(step.latest) });
}
