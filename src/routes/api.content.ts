import type { Route } from "./+types/api.content";
import { readOnlyResponse } from "../lib/api/answer.ts";
import { contentAnswer, contentLanguage, type ContentSource } from "../lib/api/content.ts";
import { routeIdOf } from "../route-table.ts";
import { contentQueries } from "../server/content.server.ts";
import { errorSummary, log } from "../server/log.server.ts";

/**
 * The read-only content API of docs/requirements.md §7: one module for all eight endpoints, answered
 * by src/lib/api/content.ts (shared with the MSW handlers) from the content of this deploy.
 */

const deployedContent: ContentSource = {
  destinations: contentQueries.destinations,
  services: contentQueries.services,
  topics: contentQueries.topics,
  posts: contentQueries.posts,
  faqs: contentQueries.faqs,
};

export function loader({ request, params, pattern }: Route.LoaderArgs) {
  return contentAnswer(request, routeIdOf(pattern), params, deployedContent, (error) => log.error(`content API failed: ${errorSummary(error)}`));
}

/** Writes are not part of this API. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyResponse(contentLanguage(new URL(request.url)));
}
