import { Breadcrumbs } from "../components/ui/Breadcrumbs.tsx";
import { JsonLd } from "../components/ui/JsonLd.tsx";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { container } from "../components/ui/ui.css.ts";
import { formatLongDate } from "../i18n/format.ts";
import { hrefOf } from "../route-table.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { useRootData } from "../lib/root-data.ts";
import type { BlogPost } from "../lib/schemas/content.ts";
import { article } from "../lib/structured-data.ts";
import { ArticleBody } from "./ArticleBody.tsx";
import { PostCards, type PostSummary } from "./PostCards.tsx";

/** Blog post (docs/requirements.md §2): title, date, image, body, share row, three related posts, back link. */
export function BlogPostView({ post, related }: { post: BlogPost; related: PostSummary[] }) {
  const t = useT();
  const lang = useLang();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const url = hrefOf("blogPost", lang, { slug: post.slug });
  const { title, excerpt, content, meta_description } = post.translation;
  return (
    <article>
      <PageHeader title={title} lead={excerpt}>
        <p className={page.cardMeta}>
          {t("date.published")} <time dateTime={post.created_at}>{formatLongDate(post.created_at, lang)}</time>
        </p>
      </PageHeader>
      <div className={container}>
        <Breadcrumbs trail={[{ label: t("nav.blog"), route: "blog" }]} current={{ label: title, route: "blogPost", params: { slug: post.slug } }} />
      </div>
      <ArticleBody picture={post} html={content} title={title} path={url} />
      {related.length > 0 ? (
        <Section id="related" title={t("post.related")} alt>
          <PostCards posts={related} />
        </Section>
      ) : null}
      <Section>
        <RouteLink route="blog">← {t("blog.back")}</RouteLink>
      </Section>
      <JsonLd data={article(siteUrl, lang, { url, title, description: meta_description, image: post.image, published: post.created_at, modified: post.updated_at })} />
    </article>
  );
}
