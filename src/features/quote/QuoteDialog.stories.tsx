import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { expect, waitFor, within } from "storybook/test";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { homeProps } from "../../../mocks/story-data.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { Toaster } from "../../components/layout/Toaster.tsx";
import { TOAST_LIMIT, type ToastContent } from "../../lib/toast.ts";
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
function HomeWithDialog({ prefill, failed = false }: { prefill?: QuotePrefill; failed?: boolean }) {
  const open = useSetAtom(quoteDialogAtom);
  useEffect(() => open(prefill ?? true), [open, prefill]);
  return (
    <>
      <HomeView {...homeProps(useLang())} />
      {failed ? <StoryFailureToast /> : null}
    </>
  );
}

/** The toast of a failed submission, as the form shows it, in a queue of the story's own: it stays until the story ends. */
function StoryFailureToast() {
  const t = useT();
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT }));
  useEffect(() => {
    const key = queue.add({ title: t("quote.errorTitle"), description: t("quote.errorText"), variant: "destructive" });
    return () => queue.close(key);
  }, [queue, t]);
  return <Toaster queue={queue} />;
}

/** The failure toast is drawn over the dialog: what is at its centre is the toast itself. */
const toastOnTop = async () => {
  await dialogShown();
  const toast = await within(document.body).findByRole("alertdialog");
  const box = toast.getBoundingClientRect();
  await expect(toast.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
};

/**
 * The dialog is shown. react-aria puts it in the document hidden and reveals it once no on-screen
 * keyboard is about to open: up to 600 ms later when the window's height just changed by 100 px or
 * more after a text field had focus (as when the story check resizes a page between stories), so
 * the check waits for the reveal rather than looking once.
 */
const dialogShown = async () => {
  const dialog = await within(document.body).findByTestId("quote-dialog", {}, { timeout: 15_000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
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
/** A submission failed: its toast above the dialog (docs/requirements.md §8), on a laptop and full screen on a phone. */
export const FailureToast: Story = { args: { failed: true }, play: toastOnTop };
export const FailureToastGerman: Story = { args: { failed: true }, play: toastOnTop, ...de };
export const FailureToastOnAPhone: Story = onPhone({ args: { failed: true }, play: toastOnTop });
export const FailureToastOnAPhoneGerman: Story = onPhone({ args: { failed: true }, play: toastOnTop, ...de });
