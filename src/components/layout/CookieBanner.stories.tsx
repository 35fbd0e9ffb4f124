import type { Meta, StoryObj } from "@storybook/react-vite";
import { CookieBanner } from "./CookieBanner.tsx";

const meta = { title: "Layout/CookieBanner", component: CookieBanner } satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
