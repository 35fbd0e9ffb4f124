import { data } from "react-router";
import type { Route } from "./+types/topic";
import { metaFor, problemMeta } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { summary } from "../server/content-selection.server.ts";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";
import { TopicView } from "../views/TopicView.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = context.get(langContext);
  const topic = await contentQueries.topic(params.slug, lang);
  if (!topic) throw data(null, { status: 404 });
  return { topic, related: (await contentQueries.relatedTopics(topic.slug, lang)).map(summary) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFor(args, args.loaderData.topic.translation.meta_title, args.loaderData.topic.translation.meta_description, { type: "article", image: args.loaderData.topic.image })
    : problemMeta(args);

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  return <TopicView topic={loaderData.topic} related={loaderData.related} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary notFound={{ title: "topic.notFound", text: "notFound.metaDescription" }} />;
}
