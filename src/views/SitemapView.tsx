import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { Params, RouteId } from "../route-table.ts";
import { useT } from "../i18n/use-t.ts";

export interface SitemapLink {
  route: RouteId;
  params: Params;
  title: string;
}

/** Sections of the sitemap page: static pages first, then each content kind. */
const groups: ReadonlyArray<{ id: string; title: MessageKey; routes: readonly RouteId[] }> = [
  { id: "services", title: "nav.services", routes: ["service"] },
  { id: "destinations", title: "nav.destinations", routes: ["destination"] },
  { id: "guides", title: "topic.guides", routes: ["topic"] },
  { id: "blog", title: "nav.blog", routes: ["blogPost"] },
];
const grouped = new Set(groups.flatMap((group) => group.routes));

/** The sitemap page: every public page, grouped by kind, as links in the page's language. */
export function SitemapView({ links }: { links: SitemapLink[] }) {
  const t = useT();
  const sections = [
    { id: "pages", title: t("sitemap.pages"), links: links.filter((link) => !grouped.has(link.route)) },
    ...groups.map((group) => ({ id: group.id, title: t(group.title), links: links.filter((link) => group.routes.includes(link.route)) })),
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
