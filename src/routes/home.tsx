import type { Route } from "./+types/home";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries, postSummary, summary } from "../server/content.server.ts";
import { destinationCard } from "../views/DestinationCards.tsx";
import { HomeView } from "../views/HomeView.tsx";

/** The destinations shown on the home page, in this order. */
const popular = ["united-states/new-york-jfk", "united-kingdom/london-lhr", "japan/tokyo-nrt", "singapore/singapore-sin", "united-arab-emirates/dubai-dxb", "australia/sydney-syd"];

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const [services, destinations, faqs, posts] = await Promise.all([
    contentQueries.services(lang),
    Promise.all(popular.map((slug) => contentQueries.destination(slug, lang))),
    contentQueries.faqs(lang),
    contentQueries.posts(lang),
  ]);
  return {
    services: services.map(summary),
    destinations: destinations.flatMap((item) => (item ? [destinationCard(item)] : [])),
    faqs: faqs.slice(0, 4),
    posts: posts.slice(0, 3).map(postSummary),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("home.metaTitle"), t("site.description"));
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView {...loaderData} />;
}
