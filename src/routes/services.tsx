import type { Route } from "./+types/services";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { ServicesView } from "../views/ServicesView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return { services: await contentQueries.services(context.get(langContext)) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("services.metaTitle"), t("services.metaDescription"));
};

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesView services={loaderData.services} />;
}
