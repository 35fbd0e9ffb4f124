import { data } from "react-router";
import type { Route } from "./+types/topic";
import { metaFor } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { ArticleView } from "../views/ArticleView.tsx";
import { NotFoundView } from "../views/NotFoundView.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const topic = await contentQueries.topic(params.slug, context.get(langContext));
  if (!topic) throw data(null, { status: 404 });
  return { topic };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.topic.translation.meta_title, args.loaderData.topic.translation.meta_description, { type: "article" }) : [];

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  return <ArticleView translation={loaderData.topic.translation} back={{ route: "home", label: "notFound.home" }} />;
}

export function ErrorBoundary() {
  return <NotFoundView title="topic.notFound" text="notFound.metaDescription" />;
}
