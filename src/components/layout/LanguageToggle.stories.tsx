import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { pathOf } from "../../route-table.ts";
import { LanguageToggle } from "./LanguageToggle.tsx";

/** On the About page the toggle stores the choice and leads to the same page in the other language. */
const toggleHref = (to: "en" | "de") => `${pathOf("language", "en")}?${new URLSearchParams({ to, return: pathOf("about", to) })}`;

const meta = { title: "Layout/LanguageToggle", component: LanguageToggle, parameters: { layout: "centered" } } satisfies Meta<typeof LanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  parameters: { route: pathOf("about", "en") },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("language-toggle")).toHaveAttribute("href", toggleHref("de"));
  },
};
export const German: Story = {
  globals: { language: "de" },
  parameters: { route: pathOf("about", "de") },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("language-toggle")).toHaveAttribute("href", toggleHref("en"));
  },
};
