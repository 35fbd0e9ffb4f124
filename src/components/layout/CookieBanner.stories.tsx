import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { CookieBanner } from "./CookieBanner.tsx";

/**
 * Shown while no consent is stored (`consentAtom` is null, the preview's default). The wrapper
 * keeps the story's root non-empty once a choice hides the banner.
 */
const meta = {
  title: "Layout/CookieBanner",
  component: CookieBanner,
  parameters: { consent: null },
  decorators: [(Story) => <div data-testid="cookie-banner-story"><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("cookie-banner")).toBeVisible();
    await expect(canvas.getAllByRole("button")).toHaveLength(2);
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };

/** Choosing "Essential only" posts to the stubbed `/consent` action and hides the banner. */
const choosing: Story = {
  play: async ({ canvas, userEvent }) => {
    const [essential] = canvas.getAllByRole("button");
    await userEvent.click(essential!);
    await waitFor(() => expect(canvas.queryByTestId("cookie-banner")).toBeNull());
  },
};
export const ChoosingEssentialEnglish: Story = { ...choosing };
export const ChoosingEssentialGerman: Story = { ...choosing, globals: { language: "de" } };
