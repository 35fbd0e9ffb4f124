import type { Route } from "./+types/image-directory";
import { languages } from "../i18n/languages.ts";
import { placeImage } from "../lib/images.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { contentQueries } from "../server/content.server.ts";
import { withRouteTexts } from "../lib/route-texts.ts";
import { ImageDirectoryView } from "../views/ImageDirectoryView.tsx";

/** Every destination image: the English one, and one per language that names the city differently (München). */
export async function loader() {
  const images = await Promise.all(
    languages.map(async (lang) =>
      (await contentQueries.destinations(lang)).flatMap(({ slug, city, airport_code, translation }) => {
        const named = lang === "en" ? city : translation.city;
        const src = lang === "en" || (named && named !== city) ? placeImage(slug, lang) : undefined;
        return src && named ? [{ src, city: named, airport_code }] : [];
      }),
    ),
  );
  return { destinations: images.flat() };
}

/** A client-side navigation here also loads the texts the page shows besides the public pages' (the route table's `texts`). */
export const clientLoader = (args: Route.ClientLoaderArgs) => withRouteTexts(args);

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("imageDirectory.metaTitle"), t("imageDirectory.metaDescription"), { noindex: true });
};

export default function ImageDirectory({ loaderData }: Route.ComponentProps) {
  return <ImageDirectoryView destinations={loaderData.destinations} />;
}
