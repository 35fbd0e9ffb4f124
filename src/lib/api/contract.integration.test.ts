/**
 * One API contract: the MSW handlers of `mocks/` (what stories and browser tests see) answer every
 * request exactly as the server does. One corpus of requests — valid, invalid and hostile, in both
 * languages (language=, lang cookie, Accept-Language), wrong methods, HEAD, If-None-Match, every
 * `/api` endpoint of the route table — goes to the server's code (on a fresh PGlite) and to the
 * handlers (msw's getResponse, no network); status, JSON body (ids, references and request links
 * normalised) and the headers that matter must be identical. A fast-check property does the same
 * for generated requests. docs/decisions/026-one-api-contract.md
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { getResponse } from "msw";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiEndpoints, apiHandlers, scenario, scenarioPairs, SLOW_MS, type ApiEndpointId, type ScenarioName } from "../../../mocks/scenarios.ts";
import { matchRoute, resolveLanguage } from "../../i18n/resolve.ts";
import { routeEntry, routeTable, type RouteId } from "../../route-table.ts";
import { configure, getConfig } from "../../server/config.server.ts";
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from "../../server/db/client.server.ts";
import { bodyLimitFor, earlyResponse } from "./edge.ts";
import { refuseCrossSite } from "../../server/http/request-checks.server.ts";
import { closeRateLimiter } from "../../server/rate-limit.server.ts";
import { inDays, PNG, validContact, validInquiry } from "../../test/fixtures.ts";
import { fictitiousRateCard } from "../../test/rate-card.ts";
import { publishRateCard, saveRateCard } from "../../server/rates.server.ts";
import { propertyRuns } from "../../test/property.ts";
import { clientIpContext, langContext } from "../request-context.ts";
import * as content from "../../routes/api.content.ts";
import * as requirements from "../../routes/api.requirements.ts";
import * as estimate from "../../routes/api.estimate.ts";
import * as inquiry from "../../routes/api.submit-inquiry.ts";
import * as contact from "../../routes/api.submit-contact.ts";
import * as newsletter from "../../routes/api.newsletter.ts";

type RouteModule = { loader: (args: never) => Promise<Response> | Response; action: (args: never) => Promise<Response> | Response };
const modules: Record<string, RouteModule> = {
  "routes/api.content.ts": content,
  "routes/api.requirements.ts": requirements,
  "routes/api.estimate.ts": estimate,
  "routes/api.submit-inquiry.ts": inquiry,
  "routes/api.submit-contact.ts": contact,
  "routes/api.newsletter.ts": newsletter,
};

const ORIGIN = "http://site.test";

/** One request of the corpus; built anew for each side, as a body can be read once. */
interface Spec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const toRequest = (spec: Spec) => new Request(new URL(spec.path, ORIGIN), { method: spec.method, headers: spec.headers, body: spec.body });

let clients = 0;
/**
 * The server's answer, in the order the production server (src/server/http/http-server.server.ts)
 * takes: the body limit (413), a write from another site (403), then React Router: the language the
 * root middleware resolves, the matched route's loader (GET, HEAD) or action (other methods), and a
 * HEAD without its body. Each request comes from its own client address (the rate limit is the
 * service's, tested in src/server/leads/api.integration.test.ts).
 */
async function serverAnswer(spec: Spec): Promise<Response> {
  const request = toRequest(spec);
  const { pathname } = new URL(request.url);
  const read = spec.method === "GET" || spec.method === "HEAD";
  if (!read && new TextEncoder().encode(spec.body ?? "").byteLength > bodyLimitFor(pathname, spec.headers?.["content-type"], getConfig().BODY_LIMIT_BYTES)) {
    return earlyResponse("tooLarge", request);
  }
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const match = matchRoute(pathname);
  if (!match) throw new Error(`no route for ${pathname}`);
  const entry = routeEntry(match.id);
  const context = new RouterContextProvider();
  context.set(langContext, resolveLanguage(request).lang);
  context.set(clientIpContext, `10.1.${Math.floor(++clients / 250) % 250}.${clients % 250}`);
  const module = modules[entry.file]!;
  const args = { request, params: match.params, pattern: entry.en, context } as never;
  const response = await (read ? module.loader(args) : module.action(args));
  return spec.method === "HEAD" ? new Response(null, response) : response;
}

async function mockAnswer(spec: Spec): Promise<Response> {
  const response = await getResponse(apiHandlers, toRequest(spec));
  if (!response) throw new Error(`no handler for ${spec.method} ${spec.path}`);
  return response;
}

const HEADERS = ["content-type", "cache-control", "etag", "allow", "retry-after"] as const;

/** What of an answer the contract holds: status, the headers that matter, the JSON body with per-answer values normalised. */
async function contractOf(response: Response) {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (which no API answer should be): compared as text.
    body = { text };
  }
  return {
    status: response.status,
    headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)])),
    body: JSON.parse(
      JSON.stringify(body, (key, value: unknown) => {
        if (typeof value !== "string") return value;
        if (key === "id" && /^[0-9a-f-]{36}$/.test(value)) return "<id>";
        if (key === "reference" && /^ARC-[0-9A-Z]{6}$/.test(value)) return "<reference>";
        if (key === "requestUrl") return value.replace(/[^/]+$/, "<token>");
        return value;
      }),
    ) as unknown,
  };
}

async function compare(spec: Spec) {
  const [server, mock] = await Promise.all([serverAnswer(spec).then(contractOf), mockAnswer(spec).then(contractOf)]);
  return { server, mock };
}

const json = (body: unknown) => JSON.stringify(body);
const post = (path: string, body: string, headers: Record<string, string> = {}): Spec => ({ method: "POST", path, headers: { "content-type": "application/json", ...headers }, body });
const german = { cookie: "lang=de" };
const germanBrowser = { "accept-language": "de-DE,de;q=0.9" };
const foreign = { origin: "https://elsewhere.example" };

const submissions = { "/api/submit-inquiry": validInquiry, "/api/submit-contact": validContact, "/api/newsletter": () => ({ email: "leser@example.org" }) };
const travelDate = inDays(200);

/** The corpus: every endpoint, each in several ways, in both languages. */
function corpus(etags: Record<string, string>): Spec[] {
  const specs: Spec[] = [];
  const get = (path: string, headers?: Record<string, string>) => specs.push({ method: "GET", path, headers });
  const contentPaths = [
    "/api/content/destination",
    "/api/content/destination/germany/frankfurt-fra",
    "/api/content/destination/deutschland/frankfurt-fra",
    "/api/content/service",
    "/api/content/service/pet-air-transport",
    "/api/content/topic/flying-with-cats",
    "/api/content/blog",
    "/api/content/blog/a-cats-first-flight",
    "/api/faqs",
  ];
  for (const path of contentPaths) {
    for (const query of ["", "?language=de", "?language=en", "?language=fr"]) get(`${path}${query}`);
    specs.push({ method: "HEAD", path: `${path}?language=de` });
    for (const method of ["POST", "PUT", "DELETE"]) specs.push({ method, path });
  }
  for (const path of [
    "/api/content/destination/germany/tokyo-nrt",
    "/api/content/destination/atlantis/tokyo-nrt",
    "/api/content/destination/japan/tokyo-nrt?language=de",
    "/api/content/destination/constructor/x",
    "/api/content/service/no-such-service?language=de",
    "/api/content/topic/__proto__",
    "/api/content/blog/no-such-post",
    "/api/content/destination?limit=5",
    "/api/content/destination?limit=500",
    "/api/content/destination?limit=501&language=de",
    "/api/content/destination?limit=0",
    "/api/content/destination?limit=abc",
    "/api/content/destination?limit=2.5",
    "/api/content/destination?limit=-1",
    "/api/content/blog?limit=3&exclude=a-cats-first-flight",
    "/api/content/blog?limit=50",
    "/api/content/blog?limit=51",
    "/api/content/blog?limit=51&language=de",
    "/api/content/blog?exclude=<script>",
    "/api/content/blog?exclude=%00&language=de",
    "/api/content/blog?exclude=" + "a".repeat(121),
  ]) {
    get(path);
  }
  for (const [path, etag] of Object.entries(etags)) {
    get(path, { "if-none-match": etag });
    get(path, { "if-none-match": `W/${etag}` });
    specs.push({ method: "HEAD", path, headers: { "if-none-match": etag } });
  }
  get("/api/faqs?language=en", { "if-none-match": etags["/api/faqs?language=de"]! });

  const plan = `travelDate=${travelDate}`;
  for (const path of [
    `/api/requirements/japan?${plan}`,
    `/api/requirements/japan?${plan}&language=de`,
    `/api/requirements/deutschland?${plan}&species=cat`,
    `/api/requirements/JAPAN?${plan}`,
    `/api/requirements/hawaii?${plan}&ageMonths=4&microchipped=1&vaccinated=0`,
    `/api/requirements/australia?${plan}&species=dog&microchippedOn=2026-01-10&vaccinatedOn=2026-03-01&titreSampledOn=2026-02-01&language=de`,
    `/api/requirements/australia?${plan}&vaccinatedOn=2100-01-01`,
    `/api/requirements?destination=japan/tokyo-nrt&${plan}`,
    `/api/requirements?destination=japan/tokyo-nrt&${plan}&origin=gb`,
    `/api/requirements?destination=atlantis/x&${plan}`,
    `/api/requirements?${plan}`,
    "/api/requirements/japan",
    `/api/requirements/japan?travelDate=2000-01-01`,
    `/api/requirements/japan?${plan}&species=fish`,
    `/api/requirements/japan?${plan}&ageMonths=999`,
    `/api/requirements/japan?${plan}&language=fr`,
    `/api/requirements/atlantis?${plan}`,
    `/api/requirements/constructor?${plan}`,
  ]) {
    get(path);
    get(path, german);
    get(path, germanBrowser);
  }
  get(`/api/requirements/japan?${plan}&language=en`, german);
  specs.push({ method: "HEAD", path: `/api/requirements/japan?${plan}` });
  for (const method of ["POST", "PATCH"]) {
    specs.push({ method, path: `/api/requirements/japan?${plan}`, headers: german });
    specs.push({ method, path: "/api/requirements", headers: germanBrowser });
  }

  // The estimate: priced, on request, refused, in both languages (the server has the fictitious card in force).
  for (const path of [
    "/api/estimate?country=japan&pet=12",
    "/api/estimate?country=japan&pet=12,80,40,60&pet=4.5,45,25,30,snub&pickup=1&delivery=1",
    "/api/estimate?country=japan&pet=30&ownCrate=1&language=de",
    "/api/estimate?country=singapur&pet=12",
    "/api/estimate?country=japan&pet=12,250,250,250",
    "/api/estimate?country=japan&pet=2000",
    "/api/estimate?country=germany&pet=12",
    "/api/estimate?country=atlantis&pet=12",
    `/api/estimate?destination=${encodeURIComponent("Tokyo (NRT), Japan")}&pet=12`,
    "/api/estimate?destination=Narnia&pet=12",
    "/api/estimate?country=japan",
    "/api/estimate?pet=12",
    "/api/estimate?country=japan&pet=0",
    "/api/estimate?country=japan&pet=12,80",
    "/api/estimate?country=japan&pet=12&pickup=yes",
    `/api/estimate?country=japan${"&pet=5".repeat(12)}`,
    "/api/estimate?country=japan&pet=12&language=fr",
    "/api/estimate?country=__proto__&pet=12",
  ]) {
    get(path);
    get(path, german);
    get(path, germanBrowser);
  }
  specs.push({ method: "HEAD", path: "/api/estimate?country=japan&pet=12" });
  for (const method of ["POST", "DELETE"]) specs.push({ method, path: "/api/estimate?country=japan&pet=12", headers: german });

  for (const [path, valid] of Object.entries(submissions)) {
    for (const headers of [{}, german, germanBrowser]) {
      specs.push(post(path, json(valid()), headers));
      specs.push(post(path, json({}), headers));
      specs.push(post(path, json({ ...valid(), email: "not-an-address" }), headers));
      for (const method of ["GET", "HEAD", "PUT", "DELETE"]) specs.push({ method, path, headers });
    }
    specs.push(post(path, json({ ...valid(), website: "https://spam.example" })));
    specs.push(post(path, json({ ...valid(), email: 42, name: ["x"] }), german));
    specs.push(post(path, "{not json", german));
    specs.push(post(path, json([valid()])));
    specs.push(post(path, "null"));
    specs.push(post(path, `{"a":${"[".repeat(10)}${"]".repeat(10)}}`));
    specs.push(post(path, '{"__proto__":{"admin":true},"email":"a@example.org"}'));
    specs.push(post(path, json(valid()), { "content-type": "text/plain" }));
    specs.push({ method: "POST", path, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40example.org" });
    specs.push(post(path, json(valid()), foreign));
    specs.push(post(path, json(valid()), { ...foreign, ...german }));
    specs.push(post(path, json(valid()), { origin: "null" }));
    specs.push(post(path, json(valid()), { "sec-fetch-site": "cross-site" }));
    specs.push(post(path, json(valid()), { origin: ORIGIN }));
    specs.push(post(path, json({ ...valid(), filler: "x".repeat(70 * 1024) }), germanBrowser));
  }
  specs.push(post("/api/submit-inquiry", json({ ...validInquiry(), crateImage: PNG, additionalPets: [] }), german));
  specs.push(post("/api/submit-inquiry", json({ ...validInquiry(), travelDate: "2000-01-01" }), german));
  specs.push(post("/api/submit-inquiry", json({ ...validInquiry(), filler: "x".repeat(9 * 1024 * 1024) })));
  specs.push(post("/api/newsletter", json({ email: "leser@example.org", language: "fr" })));
  specs.push(post("/api/newsletter", json({ email: "leser@example.org", language: "de" })));
  return specs;
}

describe("one API contract: the MSW handlers answer as the server", () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(join(tmpdir(), "arc-contract-"));
  beforeAll(async () => {
    configure({ RATE_LIMIT_POINTS: "100000", SALES_EMAIL: "sales@arc.example", SITE_URL: ORIGIN });
    closeRateLimiter();
    handle = await openDatabase({ dataDir: dir });
    setDatabaseHandle(handle);
    // The card the MSW handlers price with, in force on the server too.
    const { version: _version, ...card } = fictitiousRateCard();
    await publishRateCard(await saveRateCard(card, null), null);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    closeRateLimiter();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("covers every /api endpoint of the route table", () => {
    const routed = routeTable.filter((entry) => entry.en.startsWith("/api/")).map((entry) => entry.id as RouteId);
    expect([...apiEndpoints].sort()).toEqual([...routed].sort());
  });

  it("answers the whole corpus identically", async () => {
    const etags: Record<string, string> = {};
    for (const path of ["/api/faqs?language=de", "/api/content/blog?limit=3", "/api/content/destination/germany/frankfurt-fra"]) {
      etags[path] = (await serverAnswer({ method: "GET", path })).headers.get("etag")!;
    }
    const specs = corpus(etags);
    console.info(`API contract corpus: ${specs.length} requests`);
    expect(specs.length).toBeGreaterThanOrEqual(100);
    const endpoints = new Set(specs.map((spec) => matchRoute(new URL(spec.path, ORIGIN).pathname)?.id));
    expect([...endpoints].sort()).toEqual([...apiEndpoints].sort());
    const statuses = new Set<number>();
    for (const spec of specs) {
      const { server, mock } = await compare(spec);
      statuses.add(server.status);
      expect(mock, `${spec.method} ${spec.path} ${JSON.stringify(spec.headers ?? {})}`).toEqual(server);
    }
    // The corpus reaches every kind of answer the contract names.
    expect([...statuses].sort()).toEqual([200, 201, 304, 400, 403, 404, 405, 413, 415]);
  });

  it("answers generated requests identically (property)", async () => {
    const path = fc.constantFrom(
      "/api/content/destination",
      "/api/content/destination/germany/frankfurt-fra",
      "/api/content/blog",
      "/api/content/service/pet-air-transport",
      "/api/faqs",
      "/api/requirements/japan",
      "/api/requirements",
      "/api/estimate",
      "/api/submit-inquiry",
      "/api/submit-contact",
      "/api/newsletter",
    );
    const value = fc.oneof(fc.constantFrom("de", "en", "0", "3", "51", "501", "japan/tokyo-nrt", travelDate, "dog", "1", "japan", "12,80,40,60", "7.5,snub"), fc.string({ maxLength: 12 }));
    const query = fc.dictionary(fc.constantFrom("language", "limit", "exclude", "travelDate", "species", "destination", "ageMonths", "origin", "country", "pet", "pickup", "ownCrate"), value, { maxKeys: 4 });
    const headers = fc.record(
      { cookie: fc.constantFrom("lang=de", "lang=en", "lang=fr"), "accept-language": fc.constantFrom("de", "en-GB", "fr, de;q=0.5", "*"), origin: fc.constantFrom(ORIGIN, "https://elsewhere.example") },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ name: fc.string(), email: fc.constantFrom("a@example.org", "nope", ""), subject: fc.string(), message: fc.string(), recaptchaToken: fc.constant("recaptcha-not-loaded") }, { requiredKeys: ["email"] }).map(json),
      fc.jsonValue({ maxDepth: 3 }).map(json),
      fc.string({ maxLength: 40 }),
    );
    const request = fc.record({ method: fc.constantFrom("GET", "HEAD", "POST", "PUT"), path, query, headers, body, contentType: fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain") });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, query, headers, body, contentType }) => {
        const search = new URLSearchParams(query).toString();
        const read = method === "GET" || method === "HEAD";
        const spec: Spec = { method, path: search ? `${path}?${search}` : path, headers: read ? headers : { ...headers, "content-type": contentType }, body: read ? undefined : body };
        const { server, mock } = await compare(spec);
        expect(mock).toEqual(server);
      }),
      propertyRuns(60),
    );
  });
});

/** A request each endpoint answers with success: a valid payload or an existing entry. */
function typicalRequest(endpoint: ApiEndpointId): Spec {
  const submission = Object.entries(submissions).find(([path]) => routeEntry(endpoint).en === path);
  if (submission) return post(submission[0], json(submission[1]()), german);
  if (endpoint === "apiEstimate") return { method: "GET", path: "/api/estimate?country=japan&pet=12", headers: german };
  const params = { country: "japan", slug: endpoint === "apiDestination" ? "tokyo-nrt" : endpoint === "apiBlogPost" ? "a-cats-first-flight" : endpoint === "apiTopic" ? "flying-with-cats" : "pet-air-transport" };
  const path = routeEntry(endpoint).en.replace(/:(\w+)/g, (_, name: "country" | "slug") => params[name]);
  return { method: "GET", path: `${path}?language=de&travelDate=${travelDate}&destination=japan/tokyo-nrt`, headers: german };
}

const expected: Record<Exclude<ScenarioName, "loading" | "network-failure">, { status: number; error?: string; retryAfter?: string }> = {
  success: { status: 200 },
  slow: { status: 200 },
  empty: { status: 200 },
  "validation-error": { status: 400 },
  "bot-check-refused": { status: 403, error: "recaptcha" },
  "too-large": { status: 413, error: "payload_too_large" },
  "rate-limited": { status: 429, error: "rate_limited", retryAfter: "60" },
  "database-unavailable": { status: 503, error: "unavailable", retryAfter: "10" },
  "not-found": { status: 404, error: "not_found" },
  "server-error": { status: 500, error: "internal" },
};

describe("named scenarios", () => {
  it(`answer their case for every endpoint (${scenarioPairs.length} pairs)`, async () => {
    for (const { endpoint, scenario: name } of scenarioPairs) {
      if (name === "loading" || (name === "slow" && endpoint !== "apiSubmitContact")) continue;
      const spec = typicalRequest(endpoint);
      const started = Date.now();
      const response = (await getResponse([scenario(endpoint, name)], toRequest(spec)))!;
      const label = `${endpoint} ${name}`;
      if (name === "network-failure") {
        expect(response.type, label).toBe("error");
        continue;
      }
      if (name === "slow") expect(Date.now() - started, label).toBeGreaterThanOrEqual(SLOW_MS - 50);
      const want = expected[name];
      const created = isSubmission(spec) && want.status === 200;
      expect(response.status, label).toBe(created ? 201 : want.status);
      expect(response.headers.get("retry-after"), label).toBe(want.retryAfter ?? null);
      const body = (await response.json()) as { error?: string; message?: string; details?: unknown[] } | unknown[];
      if (name === "empty") expect(body, label).toEqual(endpoint === "apiEstimate" ? { kind: "on-request", reason: "route" } : []);
      if (want.error) expect((body as { error?: string }).error, label).toBe(want.error);
      if (name === "validation-error") expect(body, label).toMatchObject(isSubmission(spec) ? { error: "validation", details: expect.arrayContaining([expect.anything()]) } : { error: "bad_request" });
      // German, as the request asked (lang cookie): no English error message.
      if (!Array.isArray(body) && body.message) expect(body.message, label).not.toMatch(/^(The|This|Too|We|Something|Nothing|Please) /);
    }
  });

  it("refuses a scenario an endpoint cannot have", () => {
    expect(() => scenario("apiFaqs", "bot-check-refused")).toThrow(/apiFaqs has no scenario bot-check-refused/);
  });
});

const isSubmission = (spec: Spec) => spec.method === "POST";
