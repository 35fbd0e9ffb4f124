import type { Route } from "./+types/blog";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { formatLongDate } from "../i18n/format.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await contentQueries.posts(context.get(langContext)) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("blog.metaTitle"), t("blog.metaDescription"));
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { posts } = loaderData;
  return (
    <>
      <PageHeader title={t("blog.title")} lead={t("blog.text")} />
      <Section>
        {posts.length === 0 ? (
          <p data-testid="blog-empty">{t("blog.empty")}</p>
        ) : (
          <ul className={`${page.grid} ${page.plainList}`}>
            {posts.map((post) => (
              <li key={post.slug} className={page.card}>
                <h2 className={page.cardTitle}>
                  <RouteLink route="blogPost" params={{ slug: post.slug }} className={page.cardLink}>{post.translation.title}</RouteLink>
                </h2>
                <p className={page.cardText}>{post.translation.excerpt}</p>
                <time className={page.cardMeta} dateTime={post.created_at}>{formatLongDate(post.created_at, lang)}</time>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
