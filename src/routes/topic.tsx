import { data } from "react-router";
import type { Route } from "./+types/topic";
import { metaFor } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries, summary } from "../server/content.server.ts";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";
import { NotFoundView } from "../views/NotFoundView.tsx";
import { TopicView } from "../views/TopicView.tsx";

/** The spec's related guides, in this order; a guide never lists itself, and others fill the gap. */
const preferredRelated = ["flying-with-cats", "international-pet-travel", "pet-travel-documentation", "flying-with-dogs"];

export async function loader({ params, context }: Route.LoaderArgs) {
  const topics = await contentQueries.topics(context.get(langContext));
  const topic = topics.find((item) => item.slug === params.slug);
  if (!topic) throw data(null, { status: 404 });
  const rank = (slug: string) => (preferredRelated.includes(slug) ? preferredRelated.indexOf(slug) : preferredRelated.length);
  const related = topics
    .filter((item) => item.slug !== topic.slug)
    .sort((a, b) => rank(a.slug) - rank(b.slug))
    .slice(0, 3)
    .map(summary);
  return { topic, related };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFor(args, args.loaderData.topic.translation.meta_title, args.loaderData.topic.translation.meta_description, { type: "article", image: args.loaderData.topic.image })
    : [];

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  return <TopicView topic={loaderData.topic} related={loaderData.related} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: <NotFoundView title="topic.notFound" text="notFound.metaDescription" /> }} />;
}
