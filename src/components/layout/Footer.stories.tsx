import type { Meta, StoryObj } from "@storybook/react-vite";
import { footerOf } from "../../../.storybook/screen.tsx";
import { SocialIcon } from "../ui/SocialIcons.tsx";
import { Footer } from "./Footer.tsx";

/** The services of the content files, as the root loader passes them (slug and title). */
const meta = { title: "Layout/Footer", component: Footer, subcomponents: { SocialIcon }, args: footerOf("en") } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" }, args: footerOf("de") };
