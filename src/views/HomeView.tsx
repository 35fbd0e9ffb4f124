import { BadgeCheck, Headset, ShieldCheck, Stethoscope } from "lucide-react";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import { Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button, container, eyebrow, eyebrowOnDark } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { Destination, Faq, Service } from "../lib/schemas/content.ts";
import { DestinationCards } from "./DestinationCards.tsx";
import { FaqList } from "./FaqList.tsx";
import { ServiceCards } from "./ServiceCards.tsx";

export interface HomeViewProps {
  services: Service[];
  destinations: Destination[];
  faqs: Faq[];
}

export function HomeView({ services, destinations, faqs }: HomeViewProps) {
  const t = useT();
  const badges = [
    { icon: ShieldCheck, label: t("home.badge.iata") },
    { icon: BadgeCheck, label: t("home.badge.handlers") },
    { icon: Stethoscope, label: t("home.badge.vet") },
    { icon: Headset, label: t("home.badge.support") },
  ];
  return (
    <>
      <section className={page.hero}>
        <div className={container}>
          <span className={eyebrowOnDark}>{t("site.tagline")}</span>
          <h1 className={page.heroTitle}>{t("home.heroTitle")}</h1>
          <p className={page.heroText}>{t("home.heroText")}</p>
          <div className={page.heroActions}>
            <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
            <a href="#services" className={button.onDark}>{t("home.heroSecondary")}</a>
          </div>
        </div>
      </section>
      <Section alt>
        <h2 className={eyebrow}>{t("home.badges")}</h2>
        <ul className={page.badgeRow}>
          {badges.map(({ icon: Icon, label }) => (
            <li key={label} className={page.badge}>
              <Icon aria-hidden="true" size={18} />
              {label}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="services" title={t("home.servicesTitle")} intro={t("home.servicesText")}>
        <ServiceCards services={services} />
      </Section>
      {destinations.length > 0 ? (
        <Section id="destinations" title={t("home.destinationsTitle")} alt>
          <DestinationCards destinations={destinations} />
          <p className={page.actions}>
            <RouteLink route="destinations" className={button.secondary}>{t("destination.backToList")}</RouteLink>
          </p>
        </Section>
      ) : null}
      <Section id="faq" title={t("home.faqTitle")}>
        <FaqList faqs={faqs} />
        <p className={page.actions}>
          <RouteLink route="faq">{t("home.faqMore")}</RouteLink>
        </p>
      </Section>
      <Section>
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("home.ctaTitle")}</h2>
          <p>{t("home.ctaText")}</p>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </div>
      </Section>
    </>
  );
}
