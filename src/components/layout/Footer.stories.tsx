import type { Meta, StoryObj } from "@storybook/react-vite";
import de from "../../../content/de/services.json";
import en from "../../../content/en/services.json";
import { Footer, type FooterProps } from "./Footer.tsx";

/** The four services of the content files, as the root loader passes them (slug and title). */
const services = (bundle: Record<string, { title: string }>): FooterProps["services"] =>
  Object.entries(bundle).map(([slug, { title }]) => ({ slug, title }));

const meta = { title: "Layout/Footer", component: Footer, args: { services: services(en), year: 2026 } } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" }, args: { services: services(de) } };
