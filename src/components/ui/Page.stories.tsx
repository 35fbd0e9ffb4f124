import type { Meta, StoryObj } from "@storybook/react-vite";
import { useT } from "../../i18n/use-t.ts";
import { PageHeader, Section } from "./Page.tsx";

/** The title band of inner pages followed by a plain and an alternate-background section. */
function PageExample() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("services.title")} lead={t("services.text")} />
      <Section id="why" title={t("services.why")} intro={t("services.why.expertiseText")}>
        <p>{t("services.why.complianceText")}</p>
      </Section>
      <Section id="care" title={t("services.why.care")} alt>
        <p>{t("services.why.careText")}</p>
      </Section>
    </>
  );
}

const meta = { title: "UI/Page", component: PageExample, subcomponents: { PageHeader, Section } } satisfies Meta<typeof PageExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const German: Story = { globals: { language: "de" } };
