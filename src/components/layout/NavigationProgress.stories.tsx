import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { translator } from "../../i18n/messages/index.ts";
import { ProgressBar } from "./NavigationProgress.tsx";

/**
 * The top progress bar as it shows while a navigation or submission has been pending for more
 * than 150 ms: an indeterminate progressbar with a name, and 'Loading…' in the polite live region.
 * Under reduced motion the stripe stands still across the whole width.
 */
const meta = {
  title: "Layout/NavigationProgress",
  component: ProgressBar,
  args: { active: true },
  decorators: [(Story) => <div style={{ minHeight: "120px" }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const checks = (lang: "en" | "de"): Story["play"] => async ({ canvasElement }) => {
  const t = translator(lang);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("progressbar", { name: t("progress.label") })).toBeVisible();
  await expect(canvas.getByTestId("navigation-progress-status")).toHaveTextContent(t("progress.loading"));
};

export const English: Story = { play: checks("en") };
export const German: Story = { globals: { language: "de" }, play: checks("de") };
/** Idle: no bar, and an empty live region waiting for the next announcement. */
export const Idle: Story = { args: { active: false } };
