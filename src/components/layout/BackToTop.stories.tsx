import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { BACK_TO_TOP_THRESHOLD, BackToTop } from "./BackToTop.tsx";

/**
 * The button fades in once the page is scrolled past 300 px: the story page is made long enough,
 * and the play function scrolls past the threshold.
 */
const meta = {
  title: "Layout/BackToTop",
  component: BackToTop,
  decorators: [(Story) => <div style={{ minHeight: "300vh" }}><Story /></div>],
  play: async ({ canvas }) => {
    window.scrollTo({ top: BACK_TO_TOP_THRESHOLD + 100 });
    await waitFor(() => expect(canvas.getByTestId("back-to-top")).toHaveAttribute("data-visible", "true"), { timeout: 5000 });
  },
} satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
