import type { Meta, StoryObj } from "@storybook/react-vite";
import { mailChecklist, sampleRecordedSteps } from "../../../mocks/mail-data.ts";
import { container } from "../../components/ui/ui.css.ts";
import { useLang } from "../../i18n/use-t.ts";
import type { StepResult } from "../../lib/schemas/request-step.ts";
import { StepRecord } from "./StepRecord.tsx";

/** One step of the sample request's checklist (Tokyo) with its form, as the request page shows it after the last post (`result`). */
function Step({ stepId, tooSoon = false, result, open = false }: { stepId: string; tooSoon?: boolean; result?: StepResult; open?: boolean }) {
  const recorded = sampleRecordedSteps(tooSoon);
  const { plan } = mailChecklist(useLang(), recorded);
  const step = plan.steps.find((each) => each.id === stepId)!;
  return (
    // Unfolded as after a click on its summary.
    <div ref={open ? (element) => element?.querySelector("details")?.setAttribute("open", "") : undefined}>
      <StepRecord step={step} recorded={recorded[stepId]} result={result} today={plan.today} />
    </div>
  );
}

const meta = {
  title: "Features/Checklist step form",
  component: Step,
  subcomponents: { StepRecord },
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem", maxWidth: "40rem" }}><Story /></div>],
  parameters: { route: "/requests/storysamplelinktokenabcdefghijkl" },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** An open step: its form folded until the owner asks for it. */
export const Open: Story = { args: { stepId: "titre-blood-sample" } };
/** The form unfolded: the day and the button. */
export const Unfolded: Story = { args: { stepId: "titre-blood-sample", open: true } };
export const UnfoldedGerman: Story = { args: { stepId: "titre-blood-sample", open: true }, ...de };
/** Just saved: the page says so; the day shows as the step's "Done on" above the form (on the request page). */
export const Saved: Story = { args: { stepId: "rabies-vaccination", result: { ok: true, stepId: "rabies-vaccination" } } };
export const SavedGerman: Story = { args: { stepId: "rabies-vaccination", result: { ok: true, stepId: "rabies-vaccination" } }, ...de };
/** A day the plan does not count (12 days after the first vaccination, where Japan asks 30): named, with where to read why. */
export const DayNotCounted: Story = { args: { stepId: "rabies-vaccination-2", tooSoon: true } };
export const DayNotCountedGerman: Story = { args: { stepId: "rabies-vaccination-2", tooSoon: true }, ...de };
/** A day refused by the server (in the future, or none): the form unfolded with the message. */
export const DayRefused: Story = { args: { stepId: "titre-blood-sample", result: { ok: false, stepId: "titre-blood-sample", error: "request.step.invalidDate" } } };
export const DayRefusedGerman: Story = { args: { stepId: "titre-blood-sample", result: { ok: false, stepId: "titre-blood-sample", error: "request.step.invalidDate" } }, ...de };
