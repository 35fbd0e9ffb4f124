import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { expect, within } from "storybook/test";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { homeProps } from "../../../mocks/story-data.ts";
import { useLang } from "../../i18n/use-t.ts";
import { quoteDialogAtom, type QuotePrefill } from "../../lib/atoms.ts";
import { HomeView } from "../../views/HomeView.tsx";
import QuoteDialog from "./QuoteDialog.tsx";
import { GetQuoteLink } from "../../components/ui/GetQuoteLink.tsx";
import { QuoteDialogHost } from "./QuoteDialogHost.tsx";

/**
 * The home page with the quote dialog open, as after pressing Get a Quote (the chrome's
 * QuoteDialogHost loads and shows it); with a prefill, as a destination page's planner opens it.
 * Below 768 px the dialog fills the screen.
 */
function HomeWithDialog({ prefill }: { prefill?: QuotePrefill }) {
  const open = useSetAtom(quoteDialogAtom);
  useEffect(() => open(prefill ?? true), [open, prefill]);
  return <HomeView {...homeProps(useLang())} />;
}

const dialogShown = async () => {
  await expect(await within(document.body).findByTestId("quote-dialog", {}, { timeout: 15_000 })).toBeVisible();
};

const meta = {
  title: "Forms/Quote dialog",
  component: HomeWithDialog,
  subcomponents: { QuoteDialogHost, QuoteDialog, GetQuoteLink },
  decorators: [inSiteChrome],
  parameters: screenParameters,
  play: dialogShown,
} satisfies Meta<typeof HomeWithDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
const tokyo: QuotePrefill = { destination: "japan/tokyo-nrt" };
export const Open: Story = { args: {} };
export const OpenGerman: Story = { args: {}, ...de };
/** Opened from a destination: the destination is filled in. */
export const Prefilled: Story = { args: { prefill: tokyo } };
export const PrefilledGerman: Story = { args: { prefill: tokyo }, ...de };
/** Full screen on a phone. */
export const OnAPhone: Story = onPhone({ args: {} });
export const OnAPhoneGerman: Story = onPhone({ args: {}, ...de });
