import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { expect, screen } from "storybook/test";
import { useT } from "../../i18n/use-t.ts";
import { TOAST_LIMIT, type ToastContent } from "../../lib/toast.ts";
import { Toaster } from "./Toaster.tsx";

/**
 * A queue of the story's own (not the app's `toastQueue`), holding the quote form's success toast
 * and its destructive failure toast in the story language. Without a timeout they stay open.
 */
function StoryToaster() {
  const t = useT();
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT }));
  useEffect(() => {
    const keys = [
      queue.add({ title: t("quote.successTitle"), description: t("quote.successText") }),
      queue.add({ title: t("quote.errorTitle"), description: t("quote.errorText"), variant: "destructive" }),
    ];
    return () => keys.forEach((key) => queue.close(key));
  }, [queue, t]);
  return <Toaster queue={queue} />;
}

/** The region renders into a portal on <body>; the wrapper keeps the story's own root non-empty. */
const meta = {
  title: "Layout/Toaster",
  component: Toaster,
  render: () => (
    <div data-testid="toaster-story" style={{ minHeight: "100vh" }}>
      <StoryToaster />
    </div>
  ),
  play: async () => {
    const toasts = await screen.findAllByRole("alertdialog");
    await expect(toasts.map((toast) => toast.dataset.variant).sort()).toEqual(["default", "destructive"]);
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
