import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { NewsletterTokenView } from "./NewsletterTokenView.tsx";

/** A newsletter link from a mail: the button that confirms or unsubscribes, then what happened (or that the link is no longer valid). */
const meta = {
  title: "Screens/Newsletter link",
  component: NewsletterTokenView,
  decorators: [inSiteChrome],
  parameters: screenParameters,
  args: { kind: "confirm", token: "storynewslettertoken" },
} satisfies Meta<typeof NewsletterTokenView>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const Confirm: Story = {};
export const ConfirmGerman: Story = { ...de };
export const Confirmed: Story = { args: { result: { ok: true } } };
export const ConfirmedGerman: Story = { args: { result: { ok: true } }, ...de };
export const Unsubscribe: Story = { args: { kind: "unsubscribe" } };
export const UnsubscribeGerman: Story = { args: { kind: "unsubscribe" }, ...de };
export const Unsubscribed: Story = { args: { kind: "unsubscribe", result: { ok: true } } };
export const UnsubscribedGerman: Story = { args: { kind: "unsubscribe", result: { ok: true } }, ...de };
/** A link used already or mistyped. */
export const InvalidLink: Story = { args: { result: { ok: false } } };
export const InvalidLinkGerman: Story = { args: { result: { ok: false } }, ...de };
export const OnAPhone: Story = onPhone({});
