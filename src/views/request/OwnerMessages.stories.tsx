import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { handlers } from "../../../mocks/handlers.ts";
import { sampleMessages } from "../../../mocks/mail-data.ts";
import { container } from "../../components/ui/ui.css.ts";
import { useLang } from "../../i18n/use-t.ts";
import type { MessageResult } from "../../lib/schemas/request-message.ts";
import { MessageForm, MessageList } from "./OwnerMessages.tsx";

/** A photo of a message, as the request page's photo route answers it. */
const photo = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#f4efe4"/><rect x="140" y="80" width="320" height="240" rx="10" fill="#ffffff" stroke="#0b2545" stroke-width="6"/><text x="300" y="215" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#0b2545">Vaccination record</text></svg>`;

/** The request page's message form after the last post (`result`), and what the owner sent before (`sent`). */
function Messages({ result, sent }: { result?: MessageResult; sent: boolean }) {
  const lang = useLang();
  const messages = sent ? sampleMessages(lang) : [];
  return (
    <>
      <MessageForm result={result} sent={messages.length} />
      {sent ? <MessageList messages={messages} photoHref={(each) => `/requests/storysamplelinktokenabcdefghijkl/photos/${each.id}`} /> : null}
    </>
  );
}

const meta = {
  title: "Features/Messages to the team",
  component: Messages,
  subcomponents: { MessageForm, MessageList },
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem", maxWidth: "44rem" }}><Story /></div>],
  parameters: { route: "/requests/storysamplelinktokenabcdefghijkl", msw: [http.get("/requests/:token/photos/:photo", () => HttpResponse.text(photo, { headers: { "Content-Type": "image/svg+xml" } })), ...handlers] },
} satisfies Meta<typeof Messages>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** Nothing written yet: the form alone. */
export const Empty: Story = { args: { sent: false } };
export const EmptyGerman: Story = { args: { sent: false }, ...de };
/** Just sent: the confirmation, a fresh form, and the messages below, newest first with its photo. */
export const Sent: Story = { args: { sent: true, result: { ok: true } } };
export const SentGerman: Story = { args: { sent: true, result: { ok: true } }, ...de };
/** Refused: no text, a photo that is no image, too many photos, the day's limit reached — the text typed stays. */
export const TextMissing: Story = { args: { sent: false, result: { ok: false, error: "request.message.textRequired", text: "" } } };
export const PhotoRefusedGerman: Story = { args: { sent: false, result: { ok: false, error: "request.message.photoInvalid", text: "Hier ist der Impfpass." } }, ...de };
export const TooManyPhotos: Story = { args: { sent: true, result: { ok: false, error: "request.message.tooManyPhotos", text: "Three pages of the vaccination record and the chip certificate." } } };
export const DayLimitGerman: Story = { args: { sent: true, result: { ok: false, error: "request.message.tooMany", text: "Noch eine Frage zur Box." } }, ...de };
