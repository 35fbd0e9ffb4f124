import { data } from "react-router";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import type { Route } from "./+types/destination";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import { findCountry } from "../i18n/countries.ts";
import { otherLang } from "../i18n/languages.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { metaFor } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { ArticleView } from "../views/ArticleView.tsx";
import { destinationParams } from "../views/DestinationCards.tsx";
import { NotFoundView } from "../views/NotFoundView.tsx";

/** Both `/destinations/{country}/{slug}` (country in either language) and the flat `/destinations/{slug}`. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const country = "country" in params && params.country ? findCountry(params.country) : undefined;
  const slug = country ? `${country.en}/${params.slug}` : params.slug;
  const destination = await contentQueries.destination(slug, lang);
  if (!destination) throw data(null, { status: 404 });
  return { destination };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFor(args, args.loaderData.destination.translation.meta_title, args.loaderData.destination.translation.meta_description, { type: "article" })
    : [];

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { destination } = loaderData;
  const facts = destination.translation.quick_facts;
  const other = otherLang(lang);
  return (
    <ArticleView
      translation={destination.translation}
      back={{ route: "destinations", label: "destination.backToList" }}
      aside={
        <div data-testid="quick-facts">
          <h2 className={page.cardTitle}>{t("destination.quickFacts")}</h2>
          <p className={page.factLabel}>{t("destination.documents")}</p>
          <ul>
            {facts.documents.map((doc) => <li key={doc}>{doc}</li>)}
          </ul>
          <p className={page.factLabel}>{t("destination.processingTime")}</p>
          <p className={page.factValue}>{facts.processing_time}</p>
          <p className={page.factLabel}>{t("destination.airports")}</p>
          <p className={page.factValue}>{facts.airports.join(", ")}</p>
          <p className={page.factLabel}>{t("destination.climate")}</p>
          <p className={page.factValue}>{facts.climate}</p>
          <p className={page.actions}>
            <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
          </p>
          <p>
            <RouteLink route="destination" params={destinationParams(destination, other)} inLang={other} hrefLang={other} lang={other}>
              {t("destination.otherLanguage")}
            </RouteLink>
          </p>
        </div>
      }
    />
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <NotFoundView title="destination.notFound" text="destination.notFoundText">
      <RouteLink route="destinations" className={button.secondary}>{t("destination.backToList")}</RouteLink>
    </NotFoundView>
  );
}
