import type { Route } from "./+types/destinations";
import { countryOptions, filterDestinations } from "../lib/destination-filter.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { destinationCard } from "../server/content-selection.server.ts";
import { DestinationListView } from "../views/DestinationListView.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const url = new URL(request.url);
  const cards = (await contentQueries.destinations(lang)).map(destinationCard);
  const filter = { q: url.searchParams.get("q") ?? "", country: url.searchParams.get("country") ?? "all", region: url.searchParams.get("region") ?? "all" };
  return { filter, countries: countryOptions(cards, lang), result: filterDestinations(cards, filter, lang) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("destinations.metaTitle"), t("destinations.metaDescription"));
};

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return <DestinationListView key={JSON.stringify(loaderData.filter)} {...loaderData} />;
}
