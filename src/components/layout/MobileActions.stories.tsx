import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { onPhone } from "../../../.storybook/phone.ts";
import { MobileActions } from "./MobileActions.tsx";

/**
 * The phones' contact bar at the foot of the screen: "Get a Quote" and "Call" (WhatsApp only when a
 * number is configured). Shown at phone width (390 px, also in the story check); from 1280 px on it
 * is hidden.
 */
const meta = {
  title: "Layout/MobileActions",
  component: MobileActions,
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

// The indexer reads the default export and tags only where they are written out (.storybook/phone.ts), so each story is declared at phone width.
export const English: Story = { ...onPhone({}), tags: ["phone"] };
export const German: Story = { ...onPhone({ globals: { language: "de" } }), tags: ["phone"] };
/** Until the company's phone is configured, the bar offers the quote alone. */
export const WithoutPhone: Story = {
  ...onPhone({
    args: { phone: "" },
    play: async ({ canvas }) => {
      await expect(canvas.getByTestId("mobile-actions")).toBeInTheDocument();
      await expect(canvas.queryByTestId("mobile-call")).toBeNull();
    },
  }),
  tags: ["phone"],
};
