import type { Route } from "./+types/sitemap";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { sitemapEntries } from "../server/sitemap.server.ts";

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
  const t = useT();
  return (
    <>
      <PageHeader title={t("sitemap.title")} />
      <Section title={t("sitemap.pages")} id="pages">
        <ul>
          {loaderData.links.map((link) => (
            <li key={`${link.route}:${Object.values(link.params).join("/")}`}>
              <RouteLink route={link.route} params={link.params}>{link.title}</RouteLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
