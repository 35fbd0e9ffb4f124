/**
 * MSW handlers for the content API (docs/requirements.md §7), answering from `fixtures.ts` with the same
 * shapes, language fallback, limits and 404s as the server, and for the requirements API, planning from
 * content/requirements.json with the server's query schema. Scenario sets for stories:
 * `loadingHandlers` never answer, `errorHandlers` answer 500, `emptyHandlers` answer empty lists;
 * `staffHandlers` answer the staff pages' photos, `newsletterHandlers` the newsletter sign-up.
 */
import { bypass, delay, http, HttpResponse } from "msw";
import { findCountry } from "../src/i18n/countries.ts";
import type { Lang } from "../src/i18n/languages.ts";
import { translator } from "../src/i18n/messages/index.ts";
import { optionBySlug } from "../src/lib/destination-options.ts";
import { planFor, requirements, ruleKeyFor } from "../src/lib/planner/index.ts";
import type { ApiError } from "../src/lib/schemas/content-api.ts";
import { planResponse } from "../src/lib/schemas/requirements.ts";
import { parseRequirementsQuery } from "../src/lib/schemas/requirements-query.ts";
import * as fixtures from "./fixtures.ts";
import { officeToday } from "../src/lib/travel-window.ts";

const languageOf = (request: Request): Lang => (new URL(request.url).searchParams.get("language") === "de" ? "de" : "en");
const notFound = () => HttpResponse.json<ApiError>({ error: "not_found", message: "Nothing was found at this address." }, { status: 404 });
const limitOf = (request: Request, max: number): number | "bad" | undefined => {
  const raw = new URL(request.url).searchParams.get("limit");
  if (raw === null) return undefined;
  return /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max ? Number(raw) : "bad";
};
const badQuery = () => HttpResponse.json<ApiError>({ error: "bad_request", message: "The query is not valid." }, { status: 400 });

/** `GET /api/requirements/{country}` and `GET /api/requirements?destination={slug}`, as src/routes/api.requirements.ts answers them. */
function requirementsAnswer(request: Request, country: string | undefined) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("language");
  const lang: Lang = asked === "de" || asked === "en" ? asked : "en";
  const parsed = parseRequirementsQuery(url.searchParams, officeToday());
  const fail = (status: 400 | 404, key: Parameters<ReturnType<typeof translator>>[0]) =>
    HttpResponse.json<ApiError>({ error: status === 400 ? "bad_request" : "not_found", message: translator(lang)(key) }, { status });
  if (!parsed.ok) return fail(400, parsed.error);
  const { destination, language, ...query } = parsed.query;
  if (!country && !destination) return fail(400, "api.requirements.destination");
  const rule = country ? (findCountry(country)?.en ?? country) : destination && optionBySlug(destination) ? ruleKeyFor(destination) : undefined;
  if (!rule || !Object.hasOwn(requirements().rules, rule)) return fail(404, "api.requirements.notFound");
  return HttpResponse.json(planResponse.parse(planFor({ rule, today: officeToday(), ...query }, language ?? lang)));
}

export const handlers = [
  http.get("*/api/requirements", ({ request }) => requirementsAnswer(request, undefined)),
  http.get("*/api/requirements/:country", ({ request, params }) => requirementsAnswer(request, String(params.country))),
  http.get("*/api/content/destination", ({ request }) => {
    const limit = limitOf(request, 500);
    if (limit === "bad") return badQuery();
    return HttpResponse.json(fixtures.destinationList(languageOf(request)).slice(0, limit ?? 500));
  }),
  http.get("*/api/content/destination/:country/:slug", ({ request, params }) => {
    const item = fixtures.destinations(languageOf(request)).find((d) => d.slug.endsWith(`/${String(params.slug)}`));
    return item ? HttpResponse.json(item) : notFound();
  }),
  http.get("*/api/content/service", ({ request }) => HttpResponse.json(fixtures.services(languageOf(request)))),
  http.get("*/api/content/service/:slug", ({ request, params }) => {
    const item = fixtures.services(languageOf(request)).find((s) => s.slug === params.slug);
    return item ? HttpResponse.json(item) : notFound();
  }),
  http.get("*/api/content/topic/:slug", ({ request, params }) => {
    const item = fixtures.topics(languageOf(request)).find((s) => s.slug === params.slug);
    return item ? HttpResponse.json(item) : notFound();
  }),
  http.get("*/api/faqs", ({ request }) => HttpResponse.json(fixtures.faqs(languageOf(request)))),
  http.get("*/api/content/blog", ({ request }) => {
    const limit = limitOf(request, 50);
    if (limit === "bad") return badQuery();
    const exclude = new URL(request.url).searchParams.get("exclude");
    const list = fixtures.posts(languageOf(request)).filter((post) => post.slug !== exclude);
    return HttpResponse.json(list.slice(0, limit ?? list.length));
  }),
  http.get("*/api/content/blog/:slug", ({ request, params }) => {
    const item = fixtures.posts(languageOf(request)).find((p) => p.slug === params.slug);
    return item ? HttpResponse.json(item) : notFound();
  }),
];

const apiPaths = ["*/api/content/*", "*/api/faqs"];
export const loadingHandlers = apiPaths.map((path) =>
  http.get(path, async () => {
    await delay("infinite");
    return new HttpResponse(null, { status: 204 });
  }),
);
export const errorHandlers = apiPaths.map((path) => http.get(path, () => HttpResponse.json<ApiError>({ error: "internal", message: "Something went wrong on our side." }, { status: 500 })));
export const emptyHandlers = apiPaths.map((path) => http.get(path, () => HttpResponse.json([])));

/** A picture of the site's own (public/assets) served at another address, as a photo route answers it. */
const picture = (asset: string) => async () => {
  const response = await fetch(bypass(asset));
  return new HttpResponse(await response.arrayBuffer(), { headers: { "Content-Type": response.headers.get("Content-Type") ?? "image/jpeg" } });
};

/** The lead page's photos: the crate photo (the crate illustration) and the photos of the team's updates. */
export const staffHandlers = [
  http.get("*/admin/leads/quote/:id/photo", picture("/assets/illustrations/crate-training-800.webp")),
  http.get("*/admin/leads/quote/:id/updates/:photo", picture("/assets/pets/dog-2-800.webp")),
  ...handlers,
];

/**
 * `POST /api/newsletter` as the server answers it (src/server/http/api.server.ts): the address is
 * mailed ("sent"), refused by the schema (400 with the field's message), the database is away
 * (503), or no answer comes (the form stays busy).
 */
export const newsletterHandlers = (outcome: "sent" | "invalid" | "unavailable" | "pending") => [
  http.post("*/api/newsletter", async ({ request }) => {
    const t = translator(languageOf(request));
    if (outcome === "pending") await delay("infinite");
    if (outcome === "invalid") return HttpResponse.json({ error: "validation", message: t("validation.summary"), details: [{ path: "email", message: t("validation.email") }] }, { status: 400 });
    if (outcome === "unavailable") return HttpResponse.json({ error: "unavailable", message: t("api.unavailable") }, { status: 503, headers: { "Retry-After": "10" } });
    return HttpResponse.json({ ok: true, status: "sent", message: t("newsletter.sent") }, { status: 201 });
  }),
  ...handlers,
];
