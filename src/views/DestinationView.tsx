import { AlertTriangle, Lightbulb } from "../components/ui/icons.tsx";
import { Breadcrumbs } from "../components/ui/Breadcrumbs.tsx";
import { DestinationImage } from "../components/ui/ContentImage.tsx";
import { Html, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button, container, prose } from "../components/ui/ui.css.ts";
import { TravelPlanner, type PlannerData } from "../features/planner/TravelPlanner.tsx";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { findCountry } from "../i18n/countries.ts";
import { otherLang } from "../i18n/languages.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import type { DestinationCard } from "../lib/destination-card.ts";
import type { Destination } from "../lib/schemas/content.ts";
import { destinationParams } from "../lib/destination-params.ts";
import { pagePhoto, useCompany } from "../lib/company.ts";
import { DestinationCards } from "./DestinationCards.tsx";

const tips = ["destination.tip1", "destination.tip2", "destination.tip3", "destination.tip4"] as const;

/**
 * Destination detail (docs/requirements.md §2): hero with image, body, sticky quick facts, the other language's
 * version, the travel planner, help with a quote button, explore-more row, tips, legal notice and a summary.
 */
export function DestinationView({ destination, explore, planner }: { destination: Destination; explore: DestinationCard[]; planner: PlannerData }) {
  const t = useT();
  const lang = useLang();
  const other = otherLang(lang);
  const { title, excerpt, content, quick_facts: facts } = destination.translation;
  const place = findCountry(destination.country);
  const country = place?.name[lang] ?? destination.country;
  const countryInText = place?.inText[lang] ?? country;
  const params = destinationParams(destination, lang);
  const city = destination.translation.city ?? destination.city;
  // A city-state (Singapore, Hong Kong) is named once.
  // The photo staff chose for the destination comes before its drawn map (decision 040); the text says which it is.
  const photo = pagePhoto(useCompany(), `destination:${destination.slug}`);
  const summary = { city, country: countryInText, airport: facts.airports[0] ?? destination.airport_code, time: asSentence(facts.processing_time) };
  return (
    <article>
      <header className={page.destinationHero}>
        <div className={`${container} ${page.destinationHeroInner}`}>
          <div>
            <h1 className={page.pageTitle}>{title}</h1>
            <p className={page.lead}>{excerpt}</p>
          </div>
          <div className={page.heroMedia}>
            <DestinationImage country={destination.country} continent={destination.continent} slug={destination.slug} localName={city !== destination.city} alt={t(photo ? "destination.photoAlt" : "destination.imageAlt", { city, code: destination.airport_code, country })} priority="high" sizes="(min-width: 1024px) 480px, 100vw" />
          </div>
        </div>
      </header>
      <div className={container}>
        <Breadcrumbs trail={[{ label: t("nav.destinations"), route: "destinations" }]} current={{ label: title, route: "destination", params }} />
      </div>
      <Section>
        <div className={page.twoColumn}>
          <Html className={prose} html={content} />
          <aside className={page.aside} data-testid="quick-facts">
            <h2 className={page.cardTitle}>{t("destination.quickFacts")}</h2>
            <p className={page.factLabel}>{t("destination.documents")}</p>
            <ul>
              {facts.documents.map((doc) => <li key={doc}>{doc}</li>)}
            </ul>
            <p className={page.factLabel}>{t("destination.processingTime")}</p>
            <p className={page.factValue}>{facts.processing_time}</p>
            <p className={page.factLabel}>{t("destination.airports")}</p>
            <p className={page.factValue}>{facts.airports.join(", ")}</p>
            {facts.climate ? (
              <>
                <p className={page.factLabel}>{t("destination.climate")}</p>
                <p className={page.factValue}>{facts.climate}</p>
              </>
            ) : null}
            <p className={page.actions}>
              <RouteLink route="destination" params={destinationParams(destination, other)} inLang={other} hrefLang={other} lang={other} data-testid="other-language">
                {t("destination.otherLanguage")}
              </RouteLink>
            </p>
          </aside>
        </div>
      </Section>
      <div className={container}>
        <TravelPlanner planner={planner} slug={destination.slug} country={countryInText} params={params} />
      </div>
      <Section id="help">
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("destination.helpTitle", { city })}</h2>
          <p>{t("destination.helpText")}</p>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </div>
      </Section>
      <Section id="explore" title={t("destination.exploreMore")} alt>
        <DestinationCards cards={explore} testId="explore-more" />
        <p className={page.actions}>
          <RouteLink route="destinations" className={button.secondary}>{t("destination.backToList")}</RouteLink>
        </p>
      </Section>
      <Section id="tips" title={t("destination.tipsTitle")}>
        <ul className={`${page.grid4} ${page.plainList}`}>
          {tips.map((key) => (
            <li key={key} className={page.card}>
              <Lightbulb aria-hidden="true" size={22} />
              <p className={page.cardText}>{t(key)}</p>
            </li>
          ))}
        </ul>
        <p className={page.actions}>
          <GetQuoteLink className={button.primary}>{t("destination.planTravel")}</GetQuoteLink>
        </p>
      </Section>
      <Section id="notice">
        <div className={page.notice} role="note">
          <h2 className={page.cardTitle}>
            <AlertTriangle aria-hidden="true" size={18} /> {t("destination.noticeTitle")}
          </h2>
          <p>{t("destination.noticeText")}</p>
        </div>
      </Section>
      <Section id="summary" title={t("destination.summaryTitle", { city })} alt>
        <p className={prose}>
          {city === country ? t("destination.summaryTextCityState", summary) : t("destination.summaryText", summary)}
        </p>
      </Section>
    </article>
  );
}

/** A fact that may or may not end a sentence, ending one. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
