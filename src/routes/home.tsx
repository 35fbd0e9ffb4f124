import type { Route } from "./+types/home";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { HomeView } from "../views/HomeView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const [services, destinations, faqs] = await Promise.all([
    contentQueries.services(lang),
    contentQueries.destinations(lang),
    contentQueries.faqs(lang),
  ]);
  return { services, destinations: destinations.slice(0, 6), faqs: faqs.slice(0, 4) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("home.metaTitle"), t("site.description"));
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView {...loaderData} />;
}
