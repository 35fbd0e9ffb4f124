import type { Route } from "./+types/destinations";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { DestinationCards } from "../views/DestinationCards.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return { destinations: await contentQueries.destinations(context.get(langContext)) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("destinations.metaTitle"), t("destinations.metaDescription"));
};

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("destinations.title")} lead={t("destinations.text")} />
      <Section>
        <DestinationCards destinations={loaderData.destinations} />
      </Section>
    </>
  );
}
