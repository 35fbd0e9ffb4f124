import { PageHeader, Section } from "../components/ui/Page.tsx";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { ContentSummary } from "../lib/schemas/content.ts";
import { ServiceCards } from "./ServiceCards.tsx";

const reasons: ReadonlyArray<[MessageKey, MessageKey]> = [
  ["services.why.expertise", "services.why.expertiseText"],
  ["services.why.compliance", "services.why.complianceText"],
  ["services.why.care", "services.why.careText"],
  ["services.why.reliability", "services.why.reliabilityText"],
];

/** The services list; `inquiry` is the inline quote form at the bottom (spec §2). */
export function ServicesView({ services, inquiry }: { services: ContentSummary[]; inquiry: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("services.title")} lead={t("services.text")}>
        <p className={page.actions}>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
          <a href="#inquiry" className={button.secondary}>{t("quote.title")}</a>
        </p>
      </PageHeader>
      <Section id="service-list" title={t("home.servicesTitle")}>
        <ServiceCards services={services} />
      </Section>
      <Section id="why" title={t("services.why")} alt>
        <ul className={`${page.grid4} ${page.plainList}`}>
          {reasons.map(([title, text]) => (
            <li key={title} className={page.card}>
              <h3 className={page.cardTitle}>{t(title)}</h3>
              <p className={page.cardText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="inquiry" title={t("quote.title")} intro={t("quote.intro")}>
        {inquiry}
      </Section>
    </>
  );
}
