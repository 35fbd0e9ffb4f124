import type { Meta, StoryObj } from "@storybook/react-vite";
import { BackToTop } from "./BackToTop.tsx";

/** The button fades in once the page is scrolled past 300 px; the story page is made long enough to try it. */
const meta = {
  title: "Layout/BackToTop",
  component: BackToTop,
  decorators: [(Story) => <div style={{ minHeight: "2000px" }}><Story /></div>],
} satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
