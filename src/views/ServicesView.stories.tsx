import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import * as fixtures from "../../mocks/fixtures.ts";
import { summary } from "../../mocks/story-data.ts";
import { InlineInquiry } from "../features/inquiry/InlineInquiry.tsx";
import { useLang } from "../i18n/use-t.ts";
import { ServicesView } from "./ServicesView.tsx";

/** The services page: the services of the content, why choose us, and the inline quote form. */
function Services() {
  return <ServicesView services={fixtures.services(useLang()).map(summary)} inquiry={<InlineInquiry idPrefix="services" />} />;
}

const meta = { title: "Screens/Services", component: Services, subcomponents: { ServicesView }, decorators: [inSiteChrome], parameters: { ...screenParameters, route: "/services" } } satisfies Meta<typeof Services>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const German: Story = { globals: { language: "de" } };
export const OnAPhone: Story = onPhone({});
export const OnAPhoneGerman: Story = onPhone({ globals: { language: "de" } });
