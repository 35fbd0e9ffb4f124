/**
 * Named scenarios of the site's `/api` endpoints, as MSW handlers: for stories (`parameters.msw`),
 * for browser tests that answer `/api` in the page (`@msw/playwright`), and for the contract test.
 *
 * Interface (kept stable; docs/decisions/026-one-api-contract.md):
 *
 *   scenario(endpoint, name)   one handler answering every method of one endpoint in that scenario
 *   scenarioHandlers(name)     the handlers of every endpoint that has the scenario
 *   apiHandlers                every endpoint in `success`
 *   scenarioPairs              every (endpoint, scenario) pair there is
 *   scenariosOf[endpoint]      the scenarios of an endpoint; SCENARIO_NAMES all names
 *   apiEndpoints               the endpoint ids (the route table's ids of the `/api` routes)
 *
 * `endpoint` is a route id of src/route-table.ts (`apiSubmitInquiry`, `apiBlog`, …); handlers match
 * the endpoint's path on any origin. Every scenario answers through the code the server answers
 * with (src/lib/api/), so a scenario's status, body and headers are the server's for that case:
 *
 *   success               the server's answer to the request: POSTs validate with the shared schemas
 *                         and answer 201 (ids, references and request links are made up per answer);
 *                         a foreign Origin 403, a body over the server's limit 413, other methods 405,
 *                         a wrong content type 415, broken JSON 400, bad queries 400, unknown content 404,
 *                         content with ETag, 304 and Cache-Control
 *   validation-error      POSTs: 400 `validation` with the field errors of an empty form; requirements
 *                         and estimate: 400 for the request without its query
 *   (estimate)            success prices with the fictitious card of src/test/rate-card.ts; `empty` has
 *                         no card in force, so every route is on request
 *   bot-check-refused     quote and contact: 403 `recaptcha`
 *   too-large             POSTs: 413, as the server answers a body over its limit
 *   rate-limited          POSTs: 429 with `Retry-After: 60`
 *   database-unavailable  POSTs and the estimate (its rate card is in the database): 503 with `Retry-After`
 *   not-found             item endpoints: 404 (as if the content had no such entry)
 *   empty                 list endpoints: 200 with an empty list
 *   server-error          the other GET endpoints: 500 `internal`
 *   slow                  the `success` answer after SLOW_MS
 *   loading               GET endpoints: never answers (a loading state that stays)
 *   network-failure       the request fails (a TypeError in `fetch`)
 *
 * The checks that come before a payload (origin, size, method, content type, JSON) apply in every
 * scenario but `too-large`; a scenario decides what the service would have answered.
 */
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import type { z } from "zod";
import type { Lang } from "../src/i18n/languages.ts";
import { resolveLanguage } from "../src/i18n/resolve.ts";
import { answerLanguage, crossOriginResponse, isForeignOrigin, postOnlyResponse, readOnlyResponse, translateIssues, type SubmissionResult } from "../src/lib/api/answer.ts";
import { contentAnswer, contentEndpoints, contentLanguage, type ContentEndpoint, type ContentSource } from "../src/lib/api/content.ts";
import { bodyLimitFor, earlyResponse } from "../src/lib/api/edge.ts";
import { DEFAULT_BODY_LIMIT_BYTES } from "../src/lib/body-limit.ts";
import { submissionAnswer } from "../src/lib/api/json-body.ts";
import { estimateAnswer, type RateCardSource } from "../src/lib/api/estimate.ts";
import { requirementsAnswer, type RequirementsSource } from "../src/lib/api/requirements.ts";
import { REFERENCE_ALPHABET } from "../src/lib/lead-reference.ts";
import { contactMessageSchema, honeypotFilled, newsletterSchema, quoteInquirySchema } from "../src/lib/schemas/leads.ts";
import { routeEntry, type RouteId } from "../src/route-table.ts";
import { fictitiousRateCard } from "../src/test/rate-card.ts";
import { contentSource, requirementsSource } from "./fixtures.ts";

const submissionEndpoints = ["apiSubmitInquiry", "apiSubmitContact", "apiNewsletter"] as const satisfies readonly RouteId[];
const requirementsEndpoints = ["apiRequirements", "apiRequirementsByDestination"] as const satisfies readonly RouteId[];
const estimateEndpoint = "apiEstimate" as const satisfies RouteId;
type SubmissionEndpoint = (typeof submissionEndpoints)[number];
type RequirementsEndpoint = (typeof requirementsEndpoints)[number];

/** Every endpoint of the route table under `/api`. */
export const apiEndpoints = [...submissionEndpoints, ...contentEndpoints, ...requirementsEndpoints, estimateEndpoint] as const;
export type ApiEndpointId = (typeof apiEndpoints)[number];

export const SCENARIO_NAMES = [
  "success",
  "validation-error",
  "bot-check-refused",
  "too-large",
  "rate-limited",
  "database-unavailable",
  "not-found",
  "empty",
  "server-error",
  "slow",
  "loading",
  "network-failure",
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** How long `slow` waits before answering. */
export const SLOW_MS = 2_000;
/** The `Retry-After` of `rate-limited`. */
export const RATE_LIMITED_RETRY_AFTER_SECONDS = 60;

const listEndpoints = new Set<ApiEndpointId>(["apiDestinations", "apiServices", "apiBlog", "apiFaqs"]);
const isSubmission = (endpoint: ApiEndpointId): endpoint is SubmissionEndpoint => (submissionEndpoints as readonly string[]).includes(endpoint);
const isRequirements = (endpoint: ApiEndpointId): endpoint is RequirementsEndpoint => (requirementsEndpoints as readonly string[]).includes(endpoint);

function scenarioNamesOf(endpoint: ApiEndpointId): readonly ScenarioName[] {
  if (isSubmission(endpoint)) {
    const botCheck = endpoint === "apiNewsletter" ? [] : (["bot-check-refused"] as const);
    return ["success", "validation-error", ...botCheck, "too-large", "rate-limited", "database-unavailable", "slow", "network-failure"];
  }
  if (endpoint === estimateEndpoint) return ["success", "validation-error", "empty", "database-unavailable", "slow", "loading", "network-failure"];
  const missing =
    isRequirements(endpoint) ? (["validation-error", "not-found"] as const) : listEndpoints.has(endpoint) ? (["empty"] as const) : (["not-found"] as const);
  return ["success", ...missing, "server-error", "slow", "loading", "network-failure"];
}

export const scenariosOf = Object.fromEntries(apiEndpoints.map((endpoint) => [endpoint, scenarioNamesOf(endpoint)])) as Record<ApiEndpointId, readonly ScenarioName[]>;
export const scenarioPairs: ReadonlyArray<{ endpoint: ApiEndpointId; scenario: ScenarioName }> = apiEndpoints.flatMap((endpoint) => scenariosOf[endpoint].map((scenario) => ({ endpoint, scenario })));

/** What the lead services of the server would answer, for the `success` scenario (a lead store that keeps nothing). */
const schemas = { apiSubmitInquiry: quoteInquirySchema, apiSubmitContact: contactMessageSchema, apiNewsletter: newsletterSchema } satisfies Record<SubmissionEndpoint, z.ZodType>;

const randomReference = () => `ARC-${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
/** A request page's token as the server makes them: 32 characters of lower-case base32 (the form follows only such a link). */
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const randomRequestToken = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => BASE32[byte % BASE32.length]).join("");

function mockService(endpoint: SubmissionEndpoint, raw: object, lang: Lang): SubmissionResult {
  const created = (): SubmissionResult => {
    if (endpoint === "apiNewsletter") return { kind: "sent" };
    return { kind: "created", id: crypto.randomUUID(), duplicate: false, reference: randomReference(), ...(endpoint === "apiSubmitInquiry" ? { requestToken: randomRequestToken() } : {}) };
  };
  // Bots are told they succeeded (a quote or message without reference: nothing was stored).
  if (honeypotFilled(raw)) return endpoint === "apiNewsletter" ? { kind: "sent" } : { kind: "created", id: crypto.randomUUID(), duplicate: false };
  const payload = endpoint === "apiNewsletter" ? { language: lang, ...raw } : raw;
  const parsed = schemas[endpoint].safeParse(payload);
  return parsed.success ? created() : { kind: "invalid", details: translateIssues(parsed.error, lang) };
}

function scenarioResult(endpoint: SubmissionEndpoint, name: ScenarioName, raw: object, lang: Lang): SubmissionResult {
  switch (name) {
    case "validation-error": {
      const parsed = schemas[endpoint].safeParse(endpoint === "apiNewsletter" ? { language: lang } : {});
      return { kind: "invalid", details: parsed.success ? [] : translateIssues(parsed.error, lang) };
    }
    case "bot-check-refused":
      return { kind: "rejected" };
    case "rate-limited":
      return { kind: "rate_limited", retryAfter: RATE_LIMITED_RETRY_AFTER_SECONDS };
    case "database-unavailable":
      return { kind: "unavailable" };
    default:
      return mockService(endpoint, raw, lang);
  }
}

const emptyContent: ContentSource = { destinations: async () => [], services: async () => [], topics: async () => [], posts: async () => [], faqs: async () => [] };
const failure = async (): Promise<never> => {
  throw new Error("scenario server-error");
};
const failingContent: ContentSource = { destinations: failure, services: failure, topics: failure, posts: failure, faqs: failure };
const noRequirements: RequirementsSource = { requirements: async () => ({ ...(await requirementsSource.requirements()), rules: {} }), hasDestination: async () => false };
const failingRequirements: RequirementsSource = { requirements: failure, hasDestination: failure };

type Params = Record<string, string | undefined>;
const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** What the server answers before the app runs: a body over the limit (413), a write from another site (403). */
async function edgeAnswer(request: Request): Promise<Response | undefined> {
  if (isRead(request)) return undefined;
  const { pathname } = new URL(request.url);
  const size = (await request.clone().arrayBuffer()).byteLength;
  if (size > bodyLimitFor(pathname, request.headers.get("content-type") ?? undefined, DEFAULT_BODY_LIMIT_BYTES)) return earlyResponse("tooLarge", request);
  if (isForeignOrigin(request)) return crossOriginResponse(resolveLanguage(request).lang);
  return undefined;
}

async function submissionScenario(endpoint: SubmissionEndpoint, name: ScenarioName, request: Request): Promise<Response> {
  if (name === "too-large") return earlyResponse("tooLarge", request);
  const early = await edgeAnswer(request);
  if (early) return early;
  // The language of the visitor, as the site's middleware resolves it for every route.
  const { lang } = resolveLanguage(request);
  if (isRead(request)) return postOnlyResponse(lang);
  return submissionAnswer(request, lang, async (raw) => scenarioResult(endpoint, name, raw, lang));
}

/** Without its query (but in its language) a request is refused as a bad one. */
function withoutQuery(request: Request): Request {
  const url = new URL(request.url);
  for (const key of [...url.searchParams.keys()]) if (key !== "language") url.searchParams.delete(key);
  return new Request(url, request);
}

async function readScenario(endpoint: ContentEndpoint | RequirementsEndpoint | typeof estimateEndpoint, name: ScenarioName, request: Request, params: Params): Promise<Response> {
  const early = await edgeAnswer(request);
  if (early) return early;
  if (endpoint === estimateEndpoint) {
    if (!isRead(request)) return readOnlyResponse(answerLanguage(request));
    const card: RateCardSource = name === "database-unavailable" ? failure : async () => (name === "empty" ? undefined : fictitiousRateCard());
    return estimateAnswer(name === "validation-error" ? withoutQuery(request) : request, card);
  }
  if (isRequirements(endpoint)) {
    if (!isRead(request)) return readOnlyResponse(answerLanguage(request));
    const source = name === "not-found" ? noRequirements : name === "server-error" ? failingRequirements : requirementsSource;
    return requirementsAnswer(name === "validation-error" ? withoutQuery(request) : request, params.country, source);
  }
  if (!isRead(request)) return readOnlyResponse(contentLanguage(new URL(request.url)));
  const source = name === "empty" || name === "not-found" ? emptyContent : name === "server-error" ? failingContent : contentSource;
  return contentAnswer(request, endpoint, params, source);
}

/** A HEAD is answered as a GET without its body, as the server does. */
const forMethod = (request: Request, response: Response) => (request.method === "HEAD" ? new Response(null, response) : response);

/** The handler of one endpoint in one scenario; it answers every method. */
export function scenario(endpoint: ApiEndpointId, name: ScenarioName): HttpHandler {
  if (!scenariosOf[endpoint].includes(name)) throw new Error(`The endpoint ${endpoint} has no scenario ${name} (it has ${scenariosOf[endpoint].join(", ")}).`);
  return http.all(`*${routeEntry(endpoint).en}`, async ({ request, params }) => {
    if (name === "network-failure") return HttpResponse.error();
    if (name === "loading") await delay("infinite");
    if (name === "slow") await delay(SLOW_MS);
    const answer = isSubmission(endpoint) ? submissionScenario(endpoint, name, request) : readScenario(endpoint, name, request, params as Params);
    return forMethod(request, await answer);
  });
}

/** The handlers of every endpoint that has the scenario `name`. */
export const scenarioHandlers = (name: ScenarioName): HttpHandler[] => apiEndpoints.filter((endpoint) => scenariosOf[endpoint].includes(name)).map((endpoint) => scenario(endpoint, name));

/** Every endpoint answering as the server does. */
export const apiHandlers: HttpHandler[] = scenarioHandlers("success");
