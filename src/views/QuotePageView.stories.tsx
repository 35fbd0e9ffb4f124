import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { QuoteThankYou } from "../features/quote/QuoteThankYou.tsx";
import { useLang, useT } from "../i18n/use-t.ts";
import { prefilledValues } from "../lib/quote-prefill.ts";
import { QuotePageView } from "./QuotePageView.tsx";

/**
 * The quote page behind every Get a Quote button without JavaScript: the form (empty, or filled in
 * from `?destination=japan/tokyo-nrt`), the form posted and refused, or the thank-you shown when a
 * request was stored without a private page to go to.
 */
function QuotePage({ state }: { state: "empty" | "prefilled" | "refused" | "sent" | "sentWithoutName" }) {
  const t = useT();
  const lang = useLang();
  if (state === "sent" || state === "sentWithoutName") return <QuotePageView sentName={state === "sent" ? "Katrin Vogel" : ""} idempotencyKey="story" />;
  const refused = { values: { name: "Katrin Vogel", email: "katrin@example.org" }, errors: { weight: t("validation.weight"), departureAddress: t("validation.departureAddress"), travelDate: t("validation.travelDate") }, message: t("validation.summary") };
  return <QuotePageView idempotencyKey="story" form={state === "refused" ? refused : undefined} prefill={state === "prefilled" ? prefilledValues({ destination: "japan/tokyo-nrt" }, lang) : undefined} />;
}

const meta = { title: "Screens/Quote", component: QuotePage, subcomponents: { QuotePageView, QuoteThankYou }, decorators: [inSiteChrome], parameters: { ...screenParameters, route: "/quote" } } satisfies Meta<typeof QuotePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const Empty: Story = { args: { state: "empty" } };
export const EmptyGerman: Story = { args: { state: "empty" }, ...de };
export const Prefilled: Story = { args: { state: "prefilled" } };
export const PrefilledGerman: Story = { args: { state: "prefilled" }, ...de };
export const Refused: Story = { args: { state: "refused" } };
export const RefusedGerman: Story = { args: { state: "refused" }, ...de };
/** The success: the thank-you with the sender's name. */
export const ThankYou: Story = { args: { state: "sent" } };
export const ThankYouGerman: Story = { args: { state: "sent" }, ...de };
/** A request sent without a name to address. */
export const ThankYouWithoutName: Story = { args: { state: "sentWithoutName" } };
export const OnAPhone: Story = onPhone({ args: { state: "empty" } });
export const ThankYouOnAPhoneGerman: Story = onPhone({ args: { state: "sent" }, ...de });
