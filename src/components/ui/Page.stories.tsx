import type { Meta, StoryObj } from "@storybook/react-vite";
import { translator } from "../../i18n/messages/index.ts";
import { PageHeader, Section } from "./Page.tsx";

function Example({ lang }: { lang: "en" | "de" }) {
  const t = translator(lang);
  return (
    <>
      <PageHeader title={t("services.title")} lead={t("services.text")} />
      <Section id="why" title={t("services.why")} intro={t("services.why.expertiseText")} alt>
        <p>{t("services.why.complianceText")}</p>
      </Section>
    </>
  );
}

const meta = { title: "UI/Page", component: Example } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { lang: "en" } };
export const German: Story = { globals: { language: "de" }, args: { lang: "de" } };
