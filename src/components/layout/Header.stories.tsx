import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { pathOf } from "../../route-table.ts";
import { onPhone } from "../../../.storybook/phone.ts";
import { Header } from "./Header.tsx";

/** The fixed site header; the active link follows the memory router's path (`parameters.route`). */
const meta = { title: "Layout/Header", component: Header } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the active link. */
export const English: Story = {};
export const German: Story = { globals: { language: "de" } };

/** About is the active link (`/about`, in German `/uber-uns`). */
export const AboutActiveEnglish: Story = { parameters: { route: pathOf("about", "en") } };
export const AboutActiveGerman: Story = { globals: { language: "de" }, parameters: { route: pathOf("about", "de") } };

/**
 * Below the xl breakpoint (1280 px) the links move into a popover panel behind the menu button.
 * These stories are phone stories (390 px in the Storybook UI and in the story check). The play
 * function opens the panel.
 */
const mobile: Story = onPhone({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId("menu-button"));
    await expect(canvas.getByTestId("site-menu").matches(":popover-open")).toBe(true);
  },
});
export const MobileMenuEnglish: Story = { ...mobile, tags: ["phone"], parameters: { route: pathOf("about", "en") } };
export const MobileMenuGerman: Story = {
  ...mobile,
  tags: ["phone"],
  globals: { ...mobile.globals, language: "de" },
  parameters: { route: pathOf("about", "de") },
};
