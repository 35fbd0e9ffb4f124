import { PetImage } from "../components/ui/ContentImage.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { formatLongDate } from "../i18n/format.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import type { ContentSummary } from "../lib/schemas/content.ts";

export type PostSummary = ContentSummary & { created_at: string };

/** Blog post cards in a grid of up to three columns (docs/requirements.md §9), each linking to its post. */
export function PostCards({ posts, headingLevel = 3, priority = 0 }: { posts: PostSummary[]; headingLevel?: 2 | 3; priority?: number }) {
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${page.grid} ${page.plainList}`} data-testid="post-cards">
      {posts.map((post, index) => (
        <li key={post.slug} className={page.card}>
          <span className={page.cardMedia}>
            <PetImage src={post.image} alt="" priority={index < priority} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
          </span>
          <Heading className={page.cardTitle}>
            <RouteLink route="blogPost" params={{ slug: post.slug }} className={page.cardLink}>{post.translation.title}</RouteLink>
          </Heading>
          <p className={page.cardText}>{post.translation.excerpt}</p>
          <time className={page.cardMeta} dateTime={post.created_at}>{formatLongDate(post.created_at, lang)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The first post of the blog list, shown large. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const t = useT();
  const lang = useLang();
  return (
    <article className={`${page.card} ${page.featured}`} data-testid="featured-post">
      <span className={page.heroMedia}>
        <PetImage src={post.image} alt="" priority sizes="(min-width: 1024px) 640px, 100vw" />
      </span>
      <div>
        <p className={page.cardMeta}>{t("blog.featured")} · <time dateTime={post.created_at}>{formatLongDate(post.created_at, lang)}</time></p>
        <h2 className={page.sectionTitle}>
          <RouteLink route="blogPost" params={{ slug: post.slug }} className={page.cardLink}>{post.translation.title}</RouteLink>
        </h2>
        <p className={page.lead}>{post.translation.excerpt}</p>
        <span className={page.cardMeta} aria-hidden="true">{t("blog.readMore")} →</span>
      </div>
    </article>
  );
}
