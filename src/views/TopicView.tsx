import { Breadcrumbs } from "../components/ui/Breadcrumbs.tsx";
import { PetImage } from "../components/ui/ContentImage.tsx";
import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { container, prose } from "../components/ui/ui.css.ts";
import { hrefOf } from "../i18n/route-table.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { useRootData } from "../lib/root-data.ts";
import type { ContentSummary, Topic } from "../lib/schemas/content.ts";
import { HelpBox } from "./HelpBox.tsx";
import { ShareLinks } from "./ShareLinks.tsx";

/** Topic (guide) detail (spec §2): title, image, body, share links, help box, related guides. */
export function TopicView({ topic, related }: { topic: Topic; related: ContentSummary[] }) {
  const t = useT();
  const lang = useLang();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const { title, excerpt, content } = topic.translation;
  return (
    <article>
      <PageHeader title={title} lead={excerpt} />
      <div className={container}>
        <Breadcrumbs trail={[]} current={{ label: title, route: "topic", params: { slug: topic.slug } }} />
      </div>
      <Section>
        <div className={page.twoColumn}>
          <div>
            <div className={page.heroMedia}>
              <PetImage src={topic.image ?? "/assets/pets/pet-1.jpg"} alt="" priority="high" sizes="(min-width: 1024px) 720px, 100vw" />
            </div>
            <Html className={prose} html={content} />
            <ShareLinks url={`${siteUrl}${hrefOf("topic", lang, { slug: topic.slug })}`} title={title} />
          </div>
          <aside className={page.aside}>
            <HelpBox />
          </aside>
        </div>
      </Section>
      {related.length > 0 ? (
        <Section id="related" title={t("topic.related")} alt>
          <ul className={`${page.grid} ${page.plainList}`} data-testid="related-topics">
            {related.map((item) => (
              <li key={item.slug} className={page.card}>
                <span className={page.cardMedia}>
                  <PetImage src={item.image ?? "/assets/pets/pet-1.jpg"} alt="" sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
                </span>
                <h3 className={page.cardTitle}>
                  <RouteLink route="topic" params={{ slug: item.slug }} className={page.cardLink}>{item.translation.title}</RouteLink>
                </h3>
                <p className={page.cardText}>{item.translation.excerpt}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}
