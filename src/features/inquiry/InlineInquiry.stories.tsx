import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Section } from "../../components/ui/Page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { InlineInquiry } from "./InlineInquiry.tsx";
import { InlineInquiryForm } from "./InlineInquiryForm.tsx";

/** The quote form inline at the bottom of the FAQ and services pages, in its section: its code loads as it comes near. */
function Inline() {
  const t = useT();
  return (
    <Section id="inquiry" title={t("quote.title")} intro={t("quote.intro")}>
      <InlineInquiry idPrefix="story" />
    </Section>
  );
}

const meta = {
  title: "Forms/Inline inquiry",
  component: Inline,
  subcomponents: { InlineInquiry, InlineInquiryForm },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("quote-next", {}, { timeout: 5000 })).toBeVisible();
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
