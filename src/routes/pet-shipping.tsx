import type { Route } from "./+types/pet-shipping";
import { metaFor } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { destinationCard } from "../views/DestinationCards.tsx";
import { PetShippingView } from "../views/PetShippingView.tsx";

/** The landing page's three popular destinations (spec §2). */
const popular = ["thailand/bangkok-bkk", "china/beijing-pek", "germany/frankfurt-fra"];

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const [intro, destinations, faqs] = await Promise.all([
    contentQueries.page("pet-shipping", lang),
    Promise.all(popular.map((slug) => contentQueries.destination(slug, lang))),
    contentQueries.faqs(lang),
  ]);
  return { intro, destinations: destinations.flatMap((item) => (item ? [destinationCard(item)] : [])), faqs: faqs.slice(0, 4) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.intro.meta_title, args.loaderData.intro.meta_description) : [];

export default function PetShipping({ loaderData }: Route.ComponentProps) {
  return <PetShippingView {...loaderData} />;
}
