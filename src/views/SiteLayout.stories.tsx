import type { Meta, StoryObj } from "@storybook/react-vite";
import { footerOf } from "../../.storybook/screen.tsx";
import { pathOf } from "../route-table.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { SiteLayout } from "./SiteLayout.tsx";
import { ToastHost } from "../components/layout/ToastHost.tsx";

/** The whole chrome (header, footer, consent banner, back-to-top, toasts) around a short page body. */
function Chrome() {
  const t = useT();
  return (
    <SiteLayout footer={footerOf(useLang())}>
      <PageHeader title={t("services.title")} lead={t("services.text")} />
      <Section id="why" title={t("services.why")} intro={t("services.why.expertiseText")}>
        <p>{t("services.why.careText")}</p>
      </Section>
    </SiteLayout>
  );
}

const meta = { title: "Layout/SiteLayout", component: Chrome, subcomponents: { SiteLayout, ToastHost } } satisfies Meta<typeof Chrome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the services page, so the header shows an active link; no consent stored yet, so the banner shows. */
export const English: Story = { parameters: { route: pathOf("services", "en") } };
export const German: Story = { globals: { language: "de" }, parameters: { route: pathOf("services", "de") } };
/** With a consent choice stored the banner is gone. */
export const ConsentGivenEnglish: Story = { parameters: { route: pathOf("services", "en"), consent: "all" } };
export const ConsentGivenGerman: Story = { globals: { language: "de" }, parameters: { route: pathOf("services", "de"), consent: "all" } };
