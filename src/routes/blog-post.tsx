import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { formatLongDate } from "../i18n/format.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { metaFor } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { ArticleView } from "../views/ArticleView.tsx";
import { NotFoundView } from "../views/NotFoundView.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await contentQueries.post(params.slug, context.get(langContext));
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.post.translation.meta_title, args.loaderData.post.translation.meta_description, { type: "article" }) : [];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { post } = loaderData;
  return (
    <ArticleView
      translation={post.translation}
      back={{ route: "blog", label: "blog.back" }}
      meta={<p>{t("date.published")} <time dateTime={post.created_at}>{formatLongDate(post.created_at, lang)}</time></p>}
    />
  );
}

export function ErrorBoundary() {
  return <NotFoundView title="post.notFound" text="notFound.metaDescription" />;
}
