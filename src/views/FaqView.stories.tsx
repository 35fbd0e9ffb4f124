import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { faqs } from "../../mocks/story-data.ts";
import { InlineInquiry } from "../features/inquiry/InlineInquiry.tsx";
import { useLang } from "../i18n/use-t.ts";
import { FaqList } from "./FaqList.tsx";
import { FaqView } from "./FaqView.tsx";

/** The FAQ page: every question of the content by category (the first open), and the inline quote form. */
function Faq() {
  return <FaqView faqs={faqs(useLang())} inquiry={<InlineInquiry idPrefix="faq" />} />;
}

const meta = { title: "Screens/FAQ", component: Faq, subcomponents: { FaqView, FaqList }, decorators: [inSiteChrome], parameters: { ...screenParameters, route: "/faq" } } satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const German: Story = { globals: { language: "de" } };
export const OnAPhone: Story = onPhone({});
export const OnAPhoneGerman: Story = onPhone({ globals: { language: "de" } });
