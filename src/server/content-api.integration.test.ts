/**
 * The content API (docs/requirements.md §7) answering from the real content: every endpoint in both languages
 * satisfies the response schemas shared with the MSW handlers, and queries, errors and caching
 * behave as documented.
 */
import { describe, expect, it } from "vitest";
import { action, loader } from "../routes/api.content.ts";
import * as api from "../lib/schemas/content-api.ts";
import { callLoader } from "../test/route-loader.ts";

const get = (path: string, headers: Record<string, string> = {}) => callLoader(loader, path, headers);

describe("content API", () => {
  for (const lang of ["en", "de"] as const) {
    it(`answers every endpoint in ${lang} in its schema`, async () => {
      const list = api.destinationListResponse.parse((await get(`/api/content/destination?language=${lang}`)).body);
      expect(list.length).toBeGreaterThanOrEqual(120);
      const one = api.destinationResponse.parse((await get(`/api/content/destination/germany/frankfurt-fra?language=${lang}`)).body);
      expect(one.translation.quick_facts.airports.join()).toContain("(FRA)");
      expect(api.serviceListResponse.parse((await get(`/api/content/service?language=${lang}`)).body)).toHaveLength(4);
      api.serviceResponse.parse((await get(`/api/content/service/pet-air-transport?language=${lang}`)).body);
      api.topicResponse.parse((await get(`/api/content/topic/flying-with-cats?language=${lang}`)).body);
      expect(api.faqListResponse.parse((await get(`/api/faqs?language=${lang}`)).body)).toHaveLength(10);
      const posts = api.blogListResponse.parse((await get(`/api/content/blog?language=${lang}`)).body);
      expect(posts.length).toBeGreaterThanOrEqual(6);
      expect([...posts].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(posts);
      api.blogPostResponse.parse((await get(`/api/content/blog/${posts[0]!.slug}?language=${lang}`)).body);
    });
  }

  it("answers German for language=de and English for anything else", async () => {
    const title = async (query: string) => api.serviceResponse.parse((await get(`/api/content/service/pet-air-transport${query}`)).body).translation.title;
    const en = await title("?language=en");
    expect(await title("?language=de")).not.toBe(en);
    expect(await title("?language=fr")).toBe(en);
    expect(await title("")).toBe(en);
  });

  it("accepts the German country segment", async () => {
    const { body } = await get("/api/content/destination/deutschland/frankfurt-fra?language=de");
    expect(api.destinationResponse.parse(body).slug).toBe("germany/frankfurt-fra");
  });

  it("honours limit and exclude, and refuses bad queries with 400", async () => {
    expect(api.destinationListResponse.parse((await get("/api/content/destination?limit=5")).body)).toHaveLength(5);
    expect(api.destinationListResponse.parse((await get("/api/content/destination?limit=500")).body).length).toBeGreaterThanOrEqual(120);
    const all = api.blogListResponse.parse((await get("/api/content/blog")).body);
    const related = api.blogListResponse.parse((await get(`/api/content/blog?limit=3&exclude=${all[0]!.slug}`)).body);
    expect(related.map((post) => post.slug)).toEqual(all.slice(1, 4).map((post) => post.slug));
    for (const query of ["limit=501", "limit=0", "limit=abc", "limit=2.5"]) {
      const { response, body } = await get(`/api/content/destination?${query}`);
      expect(response.status, query).toBe(400);
      expect(api.apiErrorResponse.parse(body).error).toBe("bad_request");
    }
    const { response, body } = await get("/api/content/blog?exclude=<script>&language=de");
    expect(response.status).toBe(400);
    expect(api.apiErrorResponse.parse(body).message).toMatch(/ungültig/);
  });

  it("names each endpoint's own largest limit when refusing one, in both languages", async () => {
    for (const [path, max] of [["/api/content/blog?limit=51", 50], ["/api/content/destination?limit=501", 500]] as const) {
      for (const lang of ["en", "de"] as const) {
        const { response, body } = await get(`${path}&language=${lang}`);
        expect(response.status, path).toBe(400);
        const { message } = api.apiErrorResponse.parse(body);
        expect(message, `${path} ${lang}`).toMatch(new RegExp(`\\b1 (to|bis) ${max}\\b`));
      }
    }
  });

  it("answers 404 JSON for unknown content", async () => {
    for (const path of ["/api/content/destination/germany/atlantis-xxx", "/api/content/destination/narnia/x", "/api/content/service/x", "/api/content/topic/x", "/api/content/blog/x"]) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(api.apiErrorResponse.parse(body).error).toBe("not_found");
    }
  });

  it("is cacheable per deploy and revalidates with the ETag", async () => {
    const first = await get("/api/faqs?language=de");
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=86400");
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/api/faqs?language=de", { "If-None-Match": etag });
    expect(again.response.status).toBe(304);
    expect(again.body).toBeNull();
    const english = await get("/api/faqs?language=en", { "If-None-Match": etag });
    expect(english.response.status).toBe(200);
  });

  it("refuses writes with 405", async () => {
    const response = (await action({ request: new Request("http://site.test/api/faqs", { method: "POST" }), params: {}, context: undefined } as never)) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    api.apiErrorResponse.parse(await response.json());
  });
});
