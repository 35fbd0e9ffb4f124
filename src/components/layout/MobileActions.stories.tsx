import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PHONE_GLOBALS } from "../../../.storybook/phone.ts";
import { MobileActions } from "./MobileActions.tsx";

/**
 * The phones' contact bar at the foot of the screen: "Get a Quote" and "Call" (WhatsApp only when a
 * number is configured). Shown at phone width (390 px, also in the story check); from 1280 px on it
 * is hidden.
 */
const meta = {
  title: "Layout/MobileActions",
  component: MobileActions,
  globals: PHONE_GLOBALS,
  parameters: { consent: "essential" },
  // The bar hides on screens lower than 480 px, so the check looks at its links rather than at what shows.
  // A fictitious number from the range Ofcom keeps for drama (the shipped company facts have no phone).
  args: { phone: "+44 20 7946 0000" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("mobile-actions")).toBeInTheDocument();
    await expect(canvas.getByTestId("mobile-call").getAttribute("href")).toBe("tel:+442079460000");
    await expect(canvas.queryByTestId("mobile-whatsapp")).toBeNull();
  },
} satisfies Meta<typeof MobileActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { ...meta.globals, language: "de" } };
/** Until the company's phone is configured, the bar offers the quote alone. */
export const WithoutPhone: Story = {
  args: { phone: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("mobile-actions")).toBeInTheDocument();
    await expect(canvas.queryByTestId("mobile-call")).toBeNull();
  },
};
