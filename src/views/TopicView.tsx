import { Breadcrumbs } from "../components/ui/Breadcrumbs.tsx";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { PetImage } from "../components/ui/ContentImage.tsx";
import { container } from "../components/ui/ui.css.ts";
import { hrefOf } from "../route-table.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { ArticleBody } from "./ArticleBody.tsx";
import type { ContentSummary, Topic } from "../lib/schemas/content.ts";

/** Topic (guide) detail (docs/requirements.md §2): title, image, body, share links, help box, related guides. */
export function TopicView({ topic, related }: { topic: Topic; related: ContentSummary[] }) {
  const t = useT();
  const lang = useLang();
  const { title, excerpt, content } = topic.translation;
  return (
    <article>
      <PageHeader title={title} lead={excerpt} />
      <div className={container}>
        <Breadcrumbs trail={[]} current={{ label: title, route: "topic", params: { slug: topic.slug } }} />
      </div>
      <ArticleBody picture={topic} html={content} title={title} path={hrefOf("topic", lang, { slug: topic.slug })} />
      {related.length > 0 ? (
        <Section id="related" title={t("topic.related")} alt>
          <ul className={`${page.grid} ${page.plainList}`} data-testid="related-topics">
            {related.map((item) => (
              <li key={item.slug} className={page.card}>
                <span className={page.cardMedia}>
                  <PetImage src={item.image} alt="" sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
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
