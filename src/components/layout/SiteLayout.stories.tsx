import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageHeader } from "../ui/Page.tsx";
import { translator } from "../../i18n/messages/index.ts";
import { SiteLayout } from "./SiteLayout.tsx";

const footer = (lang: "en" | "de") => ({
  year: 2026,
  services: [{ slug: "pet-air-transport", title: translator(lang)("nav.services") }],
});

const meta = { title: "Layout/SiteLayout", component: SiteLayout } satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  args: { footer: footer("en"), children: <PageHeader title={translator("en")("home.heroTitle")} lead={translator("en")("home.heroText")} /> },
};
export const German: Story = {
  globals: { language: "de" },
  args: { footer: footer("de"), children: <PageHeader title={translator("de")("home.heroTitle")} lead={translator("de")("home.heroText")} /> },
};
