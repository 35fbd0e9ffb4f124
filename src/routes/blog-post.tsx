import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { metaFor, problemMeta } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { postSummary } from "../server/content-selection.server.ts";
import { BlogPostView } from "../views/BlogPostView.tsx";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";

/** Related posts: the three newest others (docs/requirements.md §9). */
const relatedCount = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const posts = await contentQueries.posts(lang);
  const post = posts.find((item) => item.slug === params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post, related: posts.filter((item) => item.slug !== post.slug).slice(0, relatedCount).map(postSummary) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFor(args, args.loaderData.post.translation.meta_title, args.loaderData.post.translation.meta_description, { type: "article", image: args.loaderData.post.image })
    : problemMeta(args);

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPostView post={loaderData.post} related={loaderData.related} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary notFound={{ title: "post.notFound", text: "notFound.metaDescription", back: { route: "blog", label: "blog.back" } }} />;
}
