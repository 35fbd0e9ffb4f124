import type { Route } from "./+types/sitemap";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { sitemapEntries } from "../server/sitemap.server.ts";
import { SitemapView } from "../views/SitemapView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const entries = await sitemapEntries();
  return { links: entries.map((entry) => ({ route: entry.route, params: entry.params[lang], title: entry.title[lang] })) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("sitemap.metaTitle"), t("sitemap.metaDescription"));
};

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapView links={loaderData.links} />;
}
