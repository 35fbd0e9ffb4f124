import type { Route } from "./+types/home";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { postSummary, summary } from "../server/content-selection.server.ts";
import { destinationCard } from "../server/content-selection.server.ts";
import { HomeView } from "../views/HomeView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const [services, destinations, faqs, posts] = await Promise.all([
    contentQueries.services(lang),
    contentQueries.featuredDestinations("home", lang),
    contentQueries.faqs(lang),
    contentQueries.posts(lang),
  ]);
  return {
    services: services.map(summary),
    destinations: destinations.map(destinationCard),
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
