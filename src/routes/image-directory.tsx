import type { Route } from "./+types/image-directory";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { ImageDirectoryView } from "../views/ImageDirectoryView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const destinations = await contentQueries.destinations(lang);
  return { destinations: destinations.map(({ slug, city, airport_code, translation }) => ({ slug, city: translation.city ?? city, airport_code })) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("imageDirectory.metaTitle"), t("imageDirectory.metaDescription"), { noindex: true });
};

export default function ImageDirectory({ loaderData }: Route.ComponentProps) {
  return <ImageDirectoryView destinations={loaderData.destinations} />;
}
