/**
 * MSW handlers of the site's `/api` for stories (.storybook/preview.tsx) and tests: every endpoint
 * answering as the server does, through the same code (src/lib/api/), from the content fixtures and a
 * lead store that keeps nothing. Named scenarios per endpoint are in `scenarios.ts`; the sets below
 * are the content and FAQ endpoints of the list and article stories in one state.
 */
import { contentEndpoints } from "../src/lib/api/content.ts";
import { apiHandlers, scenario, scenariosOf } from "./scenarios.ts";

export const handlers = apiHandlers;

/** The content API never answers (loading states). */
export const loadingHandlers = contentEndpoints.map((endpoint) => scenario(endpoint, "loading"));
/** The content API answers 500. */
export const errorHandlers = contentEndpoints.map((endpoint) => scenario(endpoint, "server-error"));
/** The content lists are empty (and so no entry is found). */
export const emptyHandlers = contentEndpoints.map((endpoint) => scenario(endpoint, scenariosOf[endpoint].includes("empty") ? "empty" : "not-found"));
