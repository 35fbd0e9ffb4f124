/**
 * Walks the route table against the built server: every public screen
 * answers 200 in both languages with that language's page, missing content answers 404 with
 * the required not-found text. Every URL of the sitemap is walked in e2e/crawl.spec.ts's one pass.
 */
import { readFileSync } from "node:fs";
import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { hrefOf, routeTable, type Params, type RouteId } from "../src/route-table.ts";
import { en } from "../src/i18n/messages/en.ts";
import { de } from "../src/i18n/messages/de.ts";
import { inDays } from "../src/test/fixtures.ts";

const records = (name: string) => JSON.parse(readFileSync(`content/${name}.json`, "utf8")) as Array<{ slug: string }>;
const first = (name: string) => records(name)[0]!.slug;
const destination = first("destinations");
const [country = "", city = ""] = destination.split("/");


type Case =
  | { kind: "page"; params?: Params; missing?: { params: Params; text: string } }
  | { kind: "json"; params?: Params; query?: string }
  | { kind: "skip"; why: string };

/** One case per route-table entry; a new route without a case fails the first test. */
/** The staff area has its own tests (admin.spec), so the walk skips it. */
const staffArea = Object.fromEntries(routeTable.flatMap((entry) => ("area" in entry ? [[entry.id, { kind: "skip", why: "staff area (admin.spec)" }]] : []))) as Record<RouteId, Case>;

const cases: Record<RouteId, Case> = {
  ...staffArea,
  home: { kind: "page" },
  about: { kind: "page" },
  services: { kind: "page" },
  service: { kind: "page", params: { slug: first("services") }, missing: { params: { slug: "no-such-service" }, text: en["service.notFound"] } },
  petShipping: { kind: "page" },
  destinations: { kind: "page" },
  destination: { kind: "page", params: { country, slug: city }, missing: { params: { country, slug: "atlantis-xxx" }, text: en["destination.notFound"] } },
  destinationFlat: { kind: "skip", why: "a permanent redirect (destinations.spec)" },
  destinationCalendar: { kind: "skip", why: "a calendar file (planner.spec)" },
  topic: { kind: "page", params: { slug: first("topics") }, missing: { params: { slug: "no-such-guide" }, text: en["topic.notFound"] } },
  blog: { kind: "page" },
  blogPost: { kind: "page", params: { slug: first("blog") }, missing: { params: { slug: "no-such-post" }, text: en["post.notFound"] } },
  faq: { kind: "page" },
  checkShipper: { kind: "page" },
  contact: { kind: "page" },
  quote: { kind: "page" },
  privacy: { kind: "page" },
  terms: { kind: "page" },
  imprint: { kind: "page" },
  sitemap: { kind: "page" },
  imageDirectory: { kind: "page" },
  sitemapXml: { kind: "skip", why: "walked below" },
  consent: { kind: "skip", why: "POST only (chrome.spec)" },
  consentStyle: { kind: "skip", why: "the banner without JavaScript (chrome.spec)" },
  language: { kind: "skip", why: "the language toggle (chrome.spec)" },
  request: { kind: "skip", why: "opens only with a private link (request-page.spec)" },
  requestPhoto: { kind: "skip", why: "opens only with a private link (request-page.spec)" },
  requestCalendar: { kind: "skip", why: "a calendar file through a private link (request-checklist.spec)" },
  requestDocument: { kind: "skip", why: "a document through a private link (request-documents.spec)" },
  media: { kind: "skip", why: "a file of the photo library, named by its content (company-facts.spec)" },
  apiSubmitInquiry: { kind: "skip", why: "POST only (leads.spec)" },
  apiSubmitContact: { kind: "skip", why: "POST only (leads.spec)" },
  apiNewsletter: { kind: "skip", why: "POST only (leads.spec)" },
  apiDestinations: { kind: "json", query: "limit=5" },
  apiDestination: { kind: "json", params: { country, slug: city } },
  apiServices: { kind: "json" },
  apiService: { kind: "json", params: { slug: first("services") } },
  apiTopic: { kind: "json", params: { slug: first("topics") } },
  apiBlog: { kind: "json" },
  apiEstimate: { kind: "json", query: "country=japan&pet=12" },
  apiBlogPost: { kind: "json", params: { slug: first("blog") } },
  apiFaqs: { kind: "json" },
  apiRequirements: { kind: "json", params: { country: "japan" }, query: `travelDate=${inDays(300)}` },
  apiRequirementsByDestination: { kind: "json", query: `destination=japan/tokyo-nrt&travelDate=${inDays(300)}` },
  newsletterConfirm: { kind: "skip", why: "needs a mailed token (leads.spec)" },
  newsletterUnsubscribe: { kind: "skip", why: "needs a mailed token (leads.spec)" },
  robots: { kind: "skip", why: "checked below" },
  notFound: { kind: "page", missing: { params: {}, text: en["notFound.title"] } },
};

const germanNotFound: Record<string, string | undefined> = {
  [en["service.notFound"]]: de["service.notFound"],
  [en["destination.notFound"]]: de["destination.notFound"],
  [en["topic.notFound"]]: de["topic.notFound"],
  [en["post.notFound"]]: de["post.notFound"],
  [en["notFound.title"]]: de["notFound.title"],
};

const htmlLang = (html: string) => /<html[^>]*\slang="([a-z]{2})"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

/** One client per language, as one visitor per language would browse. */
const clients: Partial<Record<"en" | "de", APIRequestContext>> = {};
test.beforeAll(async ({ baseURL }) => {
  clients.en = await requests.newContext({ baseURL });
  clients.de = await requests.newContext({ baseURL });
});
test.afterAll(async () => {
  await clients.en?.dispose();
  await clients.de?.dispose();
});

async function page(lang: "en" | "de", url: string) {
  const response = await clients[lang]!.get(url, { headers: { "Accept-Language": "en" }, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

test("every route of the table has a case", () => {
  expect(Object.keys(cases).sort()).toEqual(routeTable.map((entry) => entry.id).sort());
});

for (const entry of routeTable) {
  const spec = cases[entry.id];
  if (spec.kind === "skip") continue;
  test(`route ${entry.id} (${entry.en})`, async ({ request }) => {
    if (spec.kind === "json") {
      for (const lang of ["en", "de"] as const) {
        const response = await request.get(`${hrefOf(entry.id, "en", spec.params)}?language=${lang}${spec.query ? `&${spec.query}` : ""}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("application/json");
        expect(await response.json()).toBeTruthy();
      }
      return;
    }
    if (entry.id !== "notFound") {
      const titles = new Set<string>();
      for (const lang of ["en", "de"] as const) {
        const url = hrefOf(entry.id, lang, spec.params);
        const { status, html } = await page(lang, url);
        expect(status, url).toBe(200);
        expect(htmlLang(html), url).toBe(lang);
        titles.add(titleOf(html));
      }
      expect(titles.size, "English and German titles differ").toBe(2);
    }
    if (spec.missing) {
      for (const lang of ["en", "de"] as const) {
        const url = entry.id === "notFound" ? (lang === "de" ? "/gibt-es-nicht?language=de" : "/no-such-page") : hrefOf(entry.id, lang, spec.missing.params);
        const { status, html } = await page(lang, url);
        expect(status, url).toBe(404);
        expect(htmlLang(html), url).toBe(lang);
        expect(html, url).toContain(lang === "de" ? (germanNotFound[spec.missing.text] ?? spec.missing.text) : spec.missing.text);
      }
    }
  });
}
