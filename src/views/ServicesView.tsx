import { PageHeader, Section } from "../components/ui/Page.tsx";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t.ts";
import type { ContentSummary } from "../lib/schemas/content.ts";
import { ServiceCards } from "./ServiceCards.tsx";
import { WhyChooseUs } from "./WhyChooseUs.tsx";

/**
 * The services list; `inquiry` is the inline quote form at the bottom (docs/requirements.md §2). The hero's
 * two buttons read differently (the dialog, and the form further down), and no heading repeats the H1.
 */
export function ServicesView({ services, inquiry }: { services: ContentSummary[]; inquiry: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("services.title")} lead={t("services.text")}>
        <p className={page.actions}>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
          <a href="#inquiry" className={button.secondary}>{t("services.toForm")}</a>
        </p>
      </PageHeader>
      <Section id="service-list" title={t("services.listTitle")}>
        <ServiceCards services={services} />
      </Section>
      <Section id="why" title={t("services.why")} alt>
        <WhyChooseUs />
      </Section>
      <Section id="inquiry" title={t("quote.title")} intro={t("quote.intro")}>
        {inquiry}
      </Section>
    </>
  );
}
