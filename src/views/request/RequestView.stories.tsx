import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { http, HttpResponse } from "msw";
import { documentHandlers, handlers } from "../../../mocks/handlers.ts";
import { requestPageData, sampleRecordedSteps } from "../../../mocks/mail-data.ts";
import type { StepResult } from "../../lib/schemas/request-step.ts";
import type { MessageResult } from "../../lib/schemas/request-message.ts";
import type { DocumentResult } from "../../lib/schemas/request-document.ts";
import { useLang } from "../../i18n/use-t.ts";
import type { JourneyStage } from "../../lib/lead-status.ts";
import { RequestView } from "./RequestView.tsx";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";

/** A photo of an update, as the request page's photo route answers it. */
const photo = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#e8f0f8"/><rect x="170" y="110" width="260" height="190" rx="14" fill="#b8862f"/><rect x="200" y="140" width="200" height="40" rx="6" fill="#0b2545"/><text x="300" y="350" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#0b2545">Photo from the team</text></svg>`;
const withPhotos = { msw: [http.get("/requests/:token/photos/:photo", () => HttpResponse.text(photo, { headers: { "Content-Type": "image/svg+xml" } })), ...documentHandlers, ...handlers] };

/** The request page as its loader gives it, in the story's language. */
function Request(props: { updates: boolean; stage?: JourneyStage; unknownDestination?: boolean; justSent?: boolean; recorded?: Record<string, string>; stepResult?: StepResult; messages?: boolean; messageResult?: MessageResult; reminders?: boolean; remindersChanged?: boolean; documents?: boolean; documentResult?: DocumentResult }) {
  const { checklist, ...data } = requestPageData(useLang(), props.updates, props.stage as never, { recorded: props.recorded, messages: props.messages, reminders: props.reminders, documents: props.documents });
  const { justSent, stepResult, messageResult, remindersChanged, documentResult } = props;
  return <RequestView {...data} justSent={justSent} stepResult={stepResult} messageResult={messageResult} remindersChanged={remindersChanged} documentResult={documentResult} {...(props.unknownDestination || !checklist ? {} : { checklist })} />;
}

const meta = { title: "Screens/Request page", component: Request, decorators: [inSiteChrome], parameters: { ...screenParameters, ...withPhotos, route: "/requests/storysamplelinktokenabcdefghijkl" } } satisfies Meta<typeof Request>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };

/** Right after sending: the confirmation, with what happens next. */
export const Received: Story = { args: { updates: false } };
/** Reached right after sending, with JavaScript: the page says the request arrived (where a toast used to cover it). */
export const JustSent: Story = { args: { updates: false, justSent: true } };
export const JustSentOnAPhoneGerman: Story = onPhone({ args: { updates: false, justSent: true }, ...de });
export const ReceivedGerman: Story = { args: { updates: false }, ...de };
/** The team's updates, newest first, with photos. */
export const DocumentsChecked: Story = { args: { updates: true } };
export const DocumentsCheckedGerman: Story = { args: { updates: true }, ...de };
/** Every other status the team's newest update can set. */
export const Preparing: Story = { args: { updates: true, stage: "preparing" } };
export const QuoteSentGerman: Story = { args: { updates: true, stage: "quote_sent" }, ...de };
export const Booked: Story = { args: { updates: true, stage: "booked" } };
export const PickedUpGerman: Story = { args: { updates: true, stage: "picked_up" }, ...de };
export const Departed: Story = { args: { updates: true, stage: "departed" } };
export const LandedGerman: Story = { args: { updates: true, stage: "landed" }, ...de };
export const Cleared: Story = { args: { updates: true, stage: "cleared" } };
export const DeliveredGerman: Story = { args: { updates: true, stage: "delivered" }, ...de };
/** A destination the planner does not know: no checklist, and the team checks the rules. */
export const DestinationNotInThePlanner: Story = { args: { updates: false, unknownDestination: true } };
export const DestinationNotInThePlannerGerman: Story = { args: { updates: false, unknownDestination: true }, ...de };
export const OnAPhone: Story = onPhone({ args: { updates: true } });
export const ReceivedOnAPhoneGerman: Story = onPhone({ args: { updates: false }, ...de });
/** The owner recorded the microchip and the first vaccination with their days: the plan counts from them, and the step just saved says so. */
export const StepsRecorded: Story = { args: { updates: true, recorded: sampleRecordedSteps(), stepResult: { ok: true, stepId: "rabies-vaccination" } } };
export const StepsRecordedOnAPhoneGerman: Story = onPhone({ args: { updates: true, recorded: sampleRecordedSteps() }, ...de });
/** A second vaccination recorded 12 days after the first: the plan says it does not count, and schedules it again. */
export const StepTooSoon: Story = { args: { updates: false, recorded: sampleRecordedSteps(true) } };
export const StepTooSoonGerman: Story = { args: { updates: false, recorded: sampleRecordedSteps(true) }, ...de };
/** A day in the future was posted for the blood sample: the step's form is open with the error. */
export const StepDateRefused: Story = { args: { updates: false, stepResult: { ok: false, stepId: "titre-blood-sample", error: "request.step.invalidDate" } } };
export const StepDateRefusedOnAPhoneGerman: Story = onPhone({ args: { updates: false, stepResult: { ok: false, stepId: "titre-blood-sample", error: "request.step.invalidDate" } }, ...de });
/** The owner's messages to the team, newest first, the last one just sent. */
export const MessageSent: Story = { args: { updates: true, messages: true, messageResult: { ok: true } } };
export const MessageSentOnAPhoneGerman: Story = onPhone({ args: { updates: true, messages: true, messageResult: { ok: true } }, ...de });
/** A message without text is refused, its form keeping what came with it. */
export const MessageRefused: Story = { args: { updates: false, messageResult: { ok: false, error: "request.message.textRequired", text: "" } } };
/** A photo that is no image: the form keeps the text typed. */
export const MessagePhotoRefusedGerman: Story = { args: { updates: false, messageResult: { ok: false, error: "request.message.photoInvalid", text: "Hier ist der Impfpass." } }, ...de };
/** Reminders just asked for: the page says they are on, and offers to stop them. */
export const RemindersStarted: Story = { args: { updates: false, reminders: true, remindersChanged: true } };
export const RemindersStartedOnAPhoneGerman: Story = onPhone({ args: { updates: false, reminders: true, remindersChanged: true }, ...de });
/** Reminders just stopped. */
export const RemindersStoppedGerman: Story = { args: { updates: false, reminders: false, remindersChanged: false }, ...de };
/** Papers for the steps: one accepted, one to send again (with the reason), one waiting; and one just uploaded. */
export const Documents: Story = { args: { updates: false, documents: true, recorded: sampleRecordedSteps(), documentResult: { ok: true, stepId: "rabies-vaccination" } } };
export const DocumentsOnAPhoneGerman: Story = onPhone({ args: { updates: false, documents: true, recorded: sampleRecordedSteps() }, ...de });
/** A PDF with a script was refused: the step's upload form unfolded with the reason. */
export const DocumentRefusedGerman: Story = { args: { updates: false, documentResult: { ok: false, stepId: "titre-blood-sample", error: "request.document.pdfRefused" } }, ...de };
