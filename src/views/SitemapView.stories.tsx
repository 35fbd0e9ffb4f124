import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { sitemapLinks } from "../../mocks/story-data.ts";
import { useLang } from "../i18n/use-t.ts";
import { SitemapView } from "./SitemapView.tsx";

/** The sitemap page: every page of the fixtures, grouped by kind. */
function Sitemap() {
  return <SitemapView links={sitemapLinks(useLang())} />;
}

const meta = { title: "Screens/Sitemap", component: Sitemap, subcomponents: { SitemapView }, decorators: [inSiteChrome], parameters: { ...screenParameters, route: "/sitemap" } } satisfies Meta<typeof Sitemap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const German: Story = { globals: { language: "de" } };
export const OnAPhone: Story = onPhone({});
