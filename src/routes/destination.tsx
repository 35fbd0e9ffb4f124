import { data, redirect } from "react-router";
import type { Route } from "./+types/destination";
import { findCountry } from "../i18n/countries.ts";
import { countryImage, placeImage } from "../lib/images.ts";
import { metaFor, problemMeta, rootDataOf } from "../lib/meta.ts";
import { exploreRow } from "../lib/explore-more.ts";
import { hrefOf } from "../route-table.ts";
import { destinationParams } from "../lib/destination-params.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { destinationCard } from "../server/content-selection.server.ts";
import { destinationPlan } from "../server/planner.server.ts";
import { officeToday } from "../lib/office-day.ts";
import { lastTravelDate, parsePlannerQuery, plannerSearch } from "../lib/schemas/planner.ts";
import { DestinationView } from "../views/DestinationView.tsx";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";
import { withRouteTexts } from "../lib/route-texts.ts";

/** `/destinations/{country}/{slug}` (country in either language); the flat `/destinations/{slug}` redirects there. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const country = "country" in params && params.country ? findCountry(params.country) : undefined;
  if (!country) {
    // A flat `/destinations/{slug}` that names one destination leads to its canonical URL for good.
    const flat = await contentQueries.destinationByFlatSlug(params.slug, lang);
    if (!flat) throw data(null, { status: 404 });
    const canonical = hrefOf("destination", lang, destinationParams(flat, lang));
    throw redirect(canonical + new URL(request.url).search, 301);
  }
  const destination = await contentQueries.destination(`${country.en}/${params.slug}`, lang);
  if (!destination) throw data(null, { status: 404 });
  const explore = await contentQueries.featuredDestinations("exploreMore", lang);
  const { query, values, errors } = parsePlannerQuery(new URL(request.url).searchParams, officeToday());
  const { plan, fromToday } = await destinationPlan(destination.slug, query, lang);
  return {
    destination,
    explore: exploreRow(explore, destination.slug).map(destinationCard),
    planner: { plan, fromToday, values, errors, search: plannerSearch(query), maxDate: lastTravelDate(officeToday()) },
  };
}

/** A client-side navigation here also loads the texts the page shows besides the public pages' (the route table's `texts`). */
export const clientLoader = (args: Route.ClientLoaderArgs) => withRouteTexts(args);

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return problemMeta(args);
  const { destination } = args.loaderData;
  // The image labelled in the page's language where it names the city differently (München).
  const local = destination.translation.city && destination.translation.city !== destination.city ? rootDataOf(args.matches)?.lang : undefined;
  return metaFor(args, destination.translation.meta_title, destination.translation.meta_description, {
    type: "article",
    image: placeImage(destination.slug, local) ?? countryImage(destination.country),
  });
};

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  return <DestinationView destination={loaderData.destination} explore={loaderData.explore} planner={loaderData.planner} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary notFound={{ title: "destination.notFound", text: "destination.notFoundText", back: { route: "destinations", label: "destination.backToList" } }} />;
}
