import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { newsletterHandlers } from "../../../mocks/handlers.ts";
import { container } from "../../components/ui/ui.css.ts";
import { translator } from "../../i18n/messages/index.ts";
import type { Lang } from "../../i18n/languages.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";

const meta = {
  title: "Forms/Newsletter",
  component: NewsletterForm,
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem", maxWidth: "560px" }}><Story /></div>],
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address, presses Subscribe and waits for the line under the button to read `expected` (a dictionary key). */
const subscribe = (lang: Lang, email: string, expected?: Parameters<ReturnType<typeof translator>>[0]) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const t = translator(lang);
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: t("newsletter.email") }), email);
  await userEvent.click(canvas.getByRole("button", { name: t("newsletter.submit") }));
  if (expected) await expect(await canvas.findByText(t(expected))).toBeVisible();
  else await expect(canvas.getByRole("button", { name: t("newsletter.submit") })).toBeDisabled();
};
const de = { globals: { language: "de" } };

export const Idle: Story = {};
export const IdleGerman: Story = { ...de };
/** The server's schema refuses an address the browser lets through: its message describes the field. */
export const ValidationError: Story = { parameters: { msw: newsletterHandlers("invalid") }, tags: ["expected-http-errors"], play: subscribe("en", "lena@example", "validation.email") };
export const ValidationErrorGerman: Story = { ...de, parameters: { msw: newsletterHandlers("invalid") }, tags: ["expected-http-errors"], play: subscribe("de", "lena@example", "validation.email") };
/** Waiting for the answer: the button is disabled. */
export const Pending: Story = { parameters: { msw: newsletterHandlers("pending") }, play: subscribe("en", "lena@example.org") };
export const PendingGerman: Story = { ...de, parameters: { msw: newsletterHandlers("pending") }, play: subscribe("de", "lena@example.org") };
export const Success: Story = { parameters: { msw: newsletterHandlers("sent") }, play: subscribe("en", "lena@example.org", "newsletter.sent") };
export const SuccessGerman: Story = { ...de, parameters: { msw: newsletterHandlers("sent") }, play: subscribe("de", "lena@example.org", "newsletter.sent") };
/** The database is away (503): the server's message, and the address stays for another try. */
export const Failure: Story = { parameters: { msw: newsletterHandlers("unavailable") }, tags: ["expected-http-errors"], play: subscribe("en", "lena@example.org", "api.unavailable") };
export const FailureGerman: Story = { ...de, parameters: { msw: newsletterHandlers("unavailable") }, tags: ["expected-http-errors"], play: subscribe("de", "lena@example.org", "api.unavailable") };
