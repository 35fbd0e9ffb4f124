import type { Route } from "./+types/pet-shipping";
import { metaFor, problemMeta } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { destinationCard } from "../server/content-selection.server.ts";
import { PetShippingView } from "../views/PetShippingView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const [intro, destinations, faqs] = await Promise.all([
    contentQueries.page("pet-shipping", lang),
    contentQueries.featuredDestinations("petShipping", lang),
    contentQueries.faqs(lang),
  ]);
  return { intro, destinations: destinations.map(destinationCard), faqs: faqs.slice(0, 4) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.intro.meta_title, args.loaderData.intro.meta_description) : problemMeta(args);

export default function PetShipping({ loaderData }: Route.ComponentProps) {
  return <PetShippingView {...loaderData} />;
}
