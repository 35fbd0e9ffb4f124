import type { Route } from "./+types/sitemap";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { RouteId } from "../i18n/route-table.ts";
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

/** Sections of the sitemap page: static pages first, then each content kind. */
const groups: ReadonlyArray<{ id: string; title: MessageKey; routes: readonly RouteId[] }> = [
  { id: "services", title: "nav.services", routes: ["service"] },
  { id: "destinations", title: "nav.destinations", routes: ["destination"] },
  { id: "guides", title: "topic.guides", routes: ["topic"] },
  { id: "blog", title: "nav.blog", routes: ["blogPost"] },
];
const grouped = new Set(groups.flatMap((group) => group.routes));

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const sections = [
    { id: "pages", title: t("sitemap.pages"), links: loaderData.links.filter((link) => !grouped.has(link.route)) },
    ...groups.map((group) => ({ id: group.id, title: t(group.title), links: loaderData.links.filter((link) => group.routes.includes(link.route)) })),
  ];
  return (
    <>
      <PageHeader title={t("sitemap.title")} lead={t("sitemap.metaDescription")} />
      {sections.map((section) => (
        <Section key={section.id} title={section.title} id={section.id}>
          <ul className={page.linkColumns}>
            {section.links.map((link) => (
              <li key={`${link.route}:${Object.values(link.params).join("/")}`}>
                <RouteLink route={link.route} params={link.params}>{link.title}</RouteLink>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
