import type { Meta, StoryObj } from "@storybook/react-vite";
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { translator } from "../../i18n/messages/index.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { ToastContent } from "../../lib/toast.ts";
import { Toaster } from "./Toaster.tsx";

/** A queue of its own per story, holding the success and the failure toast of the quote form. */
function queueFor(lang: Lang) {
  const t = translator(lang);
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });
  queue.add({ title: t("quote.successTitle"), description: t("quote.successText") });
  queue.add({ title: t("quote.errorTitle"), description: t("quote.errorText"), variant: "destructive" });
  return queue;
}

/** The region renders into a portal; the heading keeps the story's own root non-empty. */
const meta = {
  title: "Layout/Toaster",
  component: Toaster,
  decorators: [(Story, { globals }) => (
    <>
      <h1>{translator(globals.language === "de" ? "de" : "en")("toast.region")}</h1>
      <Story />
    </>
  )],
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { queue: queueFor("en") } };
export const German: Story = { globals: { language: "de" }, args: { queue: queueFor("de") } };
