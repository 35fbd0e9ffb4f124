import { HeartHandshake, Plane, ReceiptText } from "../components/ui/icons.tsx";
import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button, prose } from "../components/ui/ui.css.ts";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { useT } from "../i18n/use-t.ts";
import type { DestinationCard } from "../lib/destination-card.ts";
import type { Faq, PageTranslation } from "../lib/schemas/content.ts";
import { DestinationCards } from "./DestinationCards.tsx";
import { FaqList } from "./FaqList.tsx";
import { WhyChooseUs } from "./WhyChooseUs.tsx";

const benefits = [
  { icon: HeartHandshake, title: "petShipping.benefit1", text: "petShipping.benefit1Text" },
  { icon: Plane, title: "petShipping.benefit2", text: "petShipping.benefit2Text" },
  { icon: ReceiptText, title: "petShipping.benefit3", text: "petShipping.benefit3Text" },
] as const;
const steps = [
  ["petShipping.step1", "petShipping.step1Text"],
  ["petShipping.step2", "petShipping.step2Text"],
  ["petShipping.step3", "petShipping.step3Text"],
  ["petShipping.step4", "petShipping.step4Text"],
] as const;

/**
 * Pet-shipping landing page (docs/requirements.md §2): hero with two calls to action, three benefits, the
 * four-step process, reasons, three popular destinations, a call to action and four FAQs.
 */
export function PetShippingView({ intro, destinations, faqs }: { intro: PageTranslation; destinations: DestinationCard[]; faqs: Faq[] }) {
  const t = useT();
  return (
    <>
      <PageHeader title={intro.title}>
        <Html className={`${prose} ${page.lead}`} html={intro.content} />
        <p className={page.actions}>
          <GetQuoteLink className={button.primary}>{t("petShipping.freeQuote")}</GetQuoteLink>
          <RouteLink route="services" className={button.secondary}>{t("petShipping.viewServices")}</RouteLink>
        </p>
      </PageHeader>
      <Section id="benefits" title={t("petShipping.benefitsTitle")}>
        <ul className={`${page.grid} ${page.plainList}`}>
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className={page.card}>
              <Icon aria-hidden="true" size={28} />
              <h3 className={page.cardTitle}>{t(title)}</h3>
              <p className={page.cardText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" title={t("petShipping.processTitle")} alt>
        <ol className={page.steps}>
          {steps.map(([title, text], index) => (
            <li key={title} className={page.card}>
              <span className={page.stepNumber} aria-hidden="true">{index + 1}</span>
              <h3 className={page.cardTitle}>{t(title)}</h3>
              <p className={page.cardText}>{t(text)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="reasons" title={t("petShipping.reasonsTitle")}>
        <WhyChooseUs />
      </Section>
      <Section id="destinations" title={t("petShipping.destinationsTitle")} alt>
        <DestinationCards cards={destinations} />
      </Section>
      <Section>
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("petShipping.ctaTitle")}</h2>
          <p>{t("petShipping.ctaText")}</p>
          <GetQuoteLink className={button.primary}>{t("petShipping.freeQuote")}</GetQuoteLink>
        </div>
      </Section>
      <Section id="faq" title={t("petShipping.faqTitle")}>
        <FaqList faqs={faqs} />
        <p className={page.actions}>
          <RouteLink route="faq">{t("petShipping.faqMore")}</RouteLink>
        </p>
      </Section>
    </>
  );
}
