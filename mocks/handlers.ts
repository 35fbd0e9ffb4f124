/**
 * MSW handlers of the site's `/api` for stories (.storybook/preview.tsx) and tests: every endpoint
 * answering as the server does, through the same code (src/lib/api/), from the content fixtures and a
 * lead store that keeps nothing. Named scenarios per endpoint are in `scenarios.ts`; the sets below
 * are the content and FAQ endpoints of the list and article stories in one state; `staffHandlers`
 * answer the staff pages' photos, `newsletterHandlers` the newsletter sign-up in the state a story shows.
 */
import { bypass, delay, http, HttpResponse } from "msw";
import { contentEndpoints } from "../src/lib/api/content.ts";
import { apiHandlers, scenario, scenariosOf } from "./scenarios.ts";
import { storyPhotoPictures } from "./story-data.ts";

/** The company's photo library (`/media/{id}.jpg`, `/media/{id}-800.avif` …): the story photos, each a drawn picture; any other 404. */
export const mediaHandlers = [
  http.get("*/media/:file", async ({ params }) => {
    const match = /^([0-9a-f]{32})(\.jpg|-(?:400|800|1200)\.(?:avif|webp))$/.exec(String(params.file));
    const picture = match ? storyPhotoPictures[match[1]!] : undefined;
    if (!picture) return new HttpResponse("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const response = await fetch(bypass(`${picture}${match![2]}`));
    return new HttpResponse(await response.arrayBuffer(), { headers: { "Content-Type": response.headers.get("Content-Type") ?? "image/jpeg", "Cache-Control": "public, max-age=31536000, immutable" } });
  }),
];

export const handlers = [...mediaHandlers, ...apiHandlers];

/** The content API never answers (loading states). */
export const loadingHandlers = contentEndpoints.map((endpoint) => scenario(endpoint, "loading"));
/** The content API answers 500. */
export const errorHandlers = contentEndpoints.map((endpoint) => scenario(endpoint, "server-error"));
/** The content lists are empty (and so no entry is found). */
export const emptyHandlers = contentEndpoints.map((endpoint) => scenario(endpoint, scenariosOf[endpoint].includes("empty") ? "empty" : "not-found"));

/** A picture of the site's own (public/assets) served at another address, as a photo route answers it. */
const picture = (asset: string) => async () => {
  const response = await fetch(bypass(asset));
  return new HttpResponse(await response.arrayBuffer(), { headers: { "Content-Type": response.headers.get("Content-Type") ?? "image/jpeg" } });
};

/** A document's preview in the stories: a drawn certificate. */
export const documentPicture = `<svg xmlns="http://www.w3.org/2000/svg" width="424" height="600" viewBox="0 0 424 600"><rect width="424" height="600" fill="#ffffff" stroke="#0b2545" stroke-width="4"/><rect x="40" y="50" width="344" height="30" fill="#0b2545"/><g fill="#8a97ab"><rect x="40" y="120" width="300" height="12"/><rect x="40" y="150" width="340" height="12"/><rect x="40" y="180" width="260" height="12"/><rect x="40" y="240" width="320" height="12"/><rect x="40" y="270" width="200" height="12"/></g><circle cx="320" cy="500" r="40" fill="none" stroke="#b8862f" stroke-width="6"/></svg>`;

/** The request page's documents: each file and preview the drawn certificate. */
export const documentHandlers = [http.get("*/requests/:token/documents/:file", () => HttpResponse.text(documentPicture, { headers: { "Content-Type": "image/svg+xml" } }))];

/** The lead page's photos: the crate photo (the crate illustration) and the photos of the team's updates. */
export const staffHandlers = [
  http.get("*/admin/leads/quote/:id/photo", picture("/assets/illustrations/crate-training-800.webp")),
  http.get("*/admin/leads/quote/:id/updates/:photo", picture("/assets/pets/dog-2-800.webp")),
  http.get("*/admin/leads/quote/:id/documents/:file", () => HttpResponse.text(documentPicture, { headers: { "Content-Type": "image/svg+xml" } })),
  ...handlers,
];

/**
 * `POST /api/newsletter` in the state a story shows: answered as the server answers the address
 * typed ("sent" for a good one, 400 with the field's message for a bad one), the database away
 * (503), or no answer at all (the form stays busy).
 */
export const newsletterHandlers = (outcome: "sent" | "invalid" | "unavailable" | "pending") => [
  outcome === "pending"
    ? http.post("*/api/newsletter", async () => {
        await delay("infinite");
        return new HttpResponse(null, { status: 204 });
      })
    : scenario("apiNewsletter", outcome === "unavailable" ? "database-unavailable" : "success"),
  ...handlers,
];
