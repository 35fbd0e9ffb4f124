import { useState } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/destinations";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button } from "../components/ui/ui.css.ts";
import * as forms from "../features/forms.css.ts";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import { useLang, useT } from "../i18n/use-t.ts";
import { countryName, countryOptions, filterDestinations, regions, type DestinationCard } from "../lib/destination-filter.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { destinationParams } from "../views/DestinationCards.tsx";

/** All cards go to the page, so that with JavaScript the filters answer instantly; without it, the GET form reloads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const url = new URL(request.url);
  const cards: DestinationCard[] = (await contentQueries.destinations(lang)).map((d) => ({
    slug: d.slug,
    title: d.translation.title,
    excerpt: d.translation.excerpt,
    country: d.country,
    city: d.city,
    airport_code: d.airport_code,
    continent: d.continent,
  }));
  return { cards, filter: { q: url.searchParams.get("q") ?? "", country: url.searchParams.get("country") ?? "all", region: url.searchParams.get("region") ?? "all" } };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("destinations.metaTitle"), t("destinations.metaDescription"));
};

function Card({ card, eager }: { card: DestinationCard; eager: boolean }) {
  const lang = useLang();
  return (
    <li className={page.card} data-testid="destination-card" data-priority={eager ? "high" : "low"}>
      <h3 className={page.cardTitle}>
        <RouteLink route="destination" params={destinationParams(card, lang)} className={page.cardLink}>{card.title}</RouteLink>
      </h3>
      <p className={page.cardText}>{card.excerpt}</p>
      <span className={page.cardMeta}>{countryName(card, lang)} · {card.airport_code}</span>
    </li>
  );
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { cards } = loaderData;
  const [filter, setFilter] = useState(loaderData.filter);
  const result = filterDestinations(cards, filter, lang);
  const update = (name: "q" | "country" | "region", value: string) => setFilter((current) => ({ ...current, [name]: value }));
  return (
    <>
      <PageHeader title={t("destinations.title")} lead={t("destinations.text")}>
        <Form method="get" className={`${forms.row} ${page.actions}`} role="search" data-testid="destination-filters" onSubmit={(event) => event.preventDefault()}>
          <div className={forms.field}>
            <label htmlFor="destination-q" className={forms.label}>{t("destinations.search")}</label>
            <input id="destination-q" name="q" type="search" value={filter.q} placeholder={t("destinations.searchPlaceholder")} className={forms.input} onChange={(e) => update("q", e.target.value)} />
          </div>
          <div className={forms.field}>
            <label htmlFor="destination-country" className={forms.label}>{t("destinations.country")}</label>
            <select id="destination-country" name="country" value={filter.country} className={forms.input} onChange={(e) => update("country", e.target.value)}>
              <option value="all">{t("destinations.allCountries")}</option>
              {countryOptions(cards, lang).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </div>
          <div className={forms.field}>
            <label htmlFor="destination-region" className={forms.label}>{t("destinations.region")}</label>
            <select id="destination-region" name="region" value={filter.region} className={forms.input} onChange={(e) => update("region", e.target.value)}>
              <option value="all">{t("destinations.allRegions")}</option>
              {regions.map((region) => <option key={region} value={region}>{t(`destinations.region.${region}`)}</option>)}
            </select>
          </div>
          <noscript>
            <button type="submit" className={button.primary}>{t("destinations.apply")}</button>
          </noscript>
        </Form>
      </PageHeader>
      {result.total === 0 ? (
        <Section>
          <p data-testid="destinations-empty" role="status">{t("destinations.empty")}</p>
        </Section>
      ) : (
        <>
          <Section id="featured" title={t("destinations.featured")} alt>
            <ul className={`${page.grid4} ${page.plainList}`} data-testid="featured-destinations">
              {result.featured.map((card, index) => <Card key={card.slug} card={card} eager={index < 2} />)}
            </ul>
          </Section>
          <Section id="all-destinations" title={t("destinations.all")}>
            <p role="status" data-testid="destinations-count">{t("destinations.count", { count: result.total })}</p>
            {result.truncated ? <p className={forms.notice} data-testid="destinations-more">{t("destinations.moreNote")}</p> : null}
            <ul className={`${page.grid} ${page.plainList}`} data-testid="destination-cards">
              {result.shown.map((card, index) => <Card key={card.slug} card={card} eager={index < 6} />)}
            </ul>
          </Section>
        </>
      )}
      <Section>
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("destinations.infoTitle")}</h2>
          <p>{t("destinations.infoText")}</p>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </div>
      </Section>
    </>
  );
}
