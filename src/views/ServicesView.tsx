import { PageHeader, Section } from "../components/ui/Page.tsx";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { Service } from "../lib/schemas/content.ts";
import { ServiceCards } from "./ServiceCards.tsx";

const reasons: ReadonlyArray<[MessageKey, MessageKey]> = [
  ["services.why.expertise", "services.why.expertiseText"],
  ["services.why.compliance", "services.why.complianceText"],
  ["services.why.care", "services.why.careText"],
  ["services.why.reliability", "services.why.reliabilityText"],
];

export function ServicesView({ services }: { services: Service[] }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("services.title")} lead={t("services.text")} />
      <Section id="service-list">
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
      <Section id="inquiry">
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("home.ctaTitle")}</h2>
          <p>{t("home.ctaText")}</p>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </div>
      </Section>
    </>
  );
}
