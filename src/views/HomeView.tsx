import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { PetImage } from "../components/ui/ContentImage.tsx";
import { JsonLd } from "../components/ui/JsonLd.tsx";
import { Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button, container, eyebrow, eyebrowOnDark } from "../components/ui/ui.css.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import type { DestinationCard } from "../lib/destination-card.ts";
import { HERO_IMAGE } from "../lib/images.ts";
import { useRootData } from "../lib/root-data.ts";
import type { ContentSummary, Faq } from "../lib/schemas/content.ts";
import { organization } from "../lib/structured-data.ts";
import { useCompany } from "../lib/company.ts";
import { TrustBadges, VerifiedFacts } from "./TrustBadges.tsx";
import { DestinationCards } from "./DestinationCards.tsx";
import { FaqList } from "./FaqList.tsx";
import { Highlights } from "./Highlights.tsx";
import { PostCards, type PostSummary } from "./PostCards.tsx";
import { ServiceCards } from "./ServiceCards.tsx";
import { Testimonials, useClientStories } from "./Testimonials.tsx";

export interface HomeViewProps {
  services: ContentSummary[];
  destinations: DestinationCard[];
  faqs: Faq[];
  posts: PostSummary[];
}

const stats = [
  ["home.stat.countries", "home.stat.countriesLabel"],
  ["home.stat.years", "home.stat.yearsLabel"],
  ["home.stat.support", "home.stat.supportLabel"],
  ["home.stat.planning", "home.stat.planningLabel"],
] as const;

/** Home (docs/requirements.md §1): hero with two calls to action, trust badges, then the content sections. */
export function HomeView({ services, destinations, faqs, posts }: HomeViewProps) {
  const t = useT();
  const stories = useClientStories();
  const lang = useLang();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const company = useCompany();
  return (
    <>
      <section className={page.hero}>
        <div className={`${container} ${page.heroGrid}`}>
          <div>
            <span className={eyebrowOnDark}>{t("site.tagline")}</span>
            <h1 className={page.heroTitle}>{t("home.heroTitle")}</h1>
            <p className={page.heroText}>{t("home.heroText")}</p>
            <div className={page.heroActions}>
              <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
              <a href="#services" className={button.onDark}>{t("home.heroSecondary")}</a>
            </div>
            <VerifiedFacts facts={company} />
          </div>
          <div className={page.heroPicture}>
            <PetImage src={HERO_IMAGE} alt={t("home.heroImage")} priority="high" sizes="(min-width: 1025px) 520px, 100vw" />
          </div>
        </div>
      </section>
      <Section alt>
        <h2 className={eyebrow}>{t("home.badges")}</h2>
        <TrustBadges facts={company} />
        <p className={page.trustCheck}>
          <RouteLink route="checkShipper" data-testid="trust-check-link">{t("home.badge.check")}</RouteLink>
        </p>
      </Section>
      <Section id="why" title={t("home.sellingTitle")} intro={t("home.sellingText")}>
        <ul className={page.statRow}>
          {stats.map(([value, label]) => (
            <li key={value}>
              <span className={page.statValue}>{t(value)}</span>
              <span className={page.statLabel}>{t(label)}</span>
            </li>
          ))}
        </ul>
        <Highlights />
      </Section>
      <Section id="services" title={t("home.servicesTitle")} intro={t("home.servicesText")} alt>
        <ServiceCards services={services} />
      </Section>
      {destinations.length > 0 ? (
        <Section id="destinations" title={t("home.destinationsTitle")}>
          <DestinationCards cards={destinations} />
          <p className={page.actions}>
            <RouteLink route="destinations" className={button.secondary}>{t("destination.backToList")}</RouteLink>
          </p>
        </Section>
      ) : null}
      {stories.length > 0 ? (
        <Section id="testimonials" title={t("home.testimonialsTitle")} alt>
          <Testimonials />
        </Section>
      ) : null}
      <Section id="faq" title={t("home.faqTitle")}>
        <FaqList faqs={faqs} />
        <p className={page.actions}>
          <RouteLink route="faq">{t("home.faqMore")}</RouteLink>
        </p>
      </Section>
      {posts.length > 0 ? (
        <Section id="blog" title={t("home.blogTitle")} alt>
          <PostCards posts={posts} />
          <p className={page.actions}>
            <RouteLink route="blog" className={button.secondary}>{t("home.blogMore")}</RouteLink>
          </p>
        </Section>
      ) : null}
      <Section>
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("home.ctaTitle")}</h2>
          <p>{t("home.ctaText")}</p>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </div>
      </Section>
      <JsonLd data={organization(siteUrl, lang, company)} />
    </>
  );
}
