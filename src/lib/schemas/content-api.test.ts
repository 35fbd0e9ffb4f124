import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyHandlers, errorHandlers, handlers } from "../../../mocks/handlers.ts";
import * as api from "./content-api.ts";

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await fetch(`http://site.test${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("the MSW handlers answer in the API's schemas", () => {
  for (const lang of ["en", "de"] as const) {
    it(`every endpoint in ${lang}`, async () => {
      expect(api.destinationListResponse.parse((await get(`/api/content/destination?language=${lang}&limit=500`)).body).length).toBeGreaterThanOrEqual(120);
      api.destinationResponse.parse((await get(`/api/content/destination/germany/frankfurt-fra?language=${lang}`)).body);
      api.serviceListResponse.parse((await get(`/api/content/service?language=${lang}`)).body);
      api.serviceResponse.parse((await get(`/api/content/service/pet-air-transport?language=${lang}`)).body);
      api.topicResponse.parse((await get(`/api/content/topic/flying-with-dogs?language=${lang}`)).body);
      expect(api.faqListResponse.parse((await get(`/api/faqs?language=${lang}`)).body)).toHaveLength(10);
      const related = api.blogListResponse.parse((await get(`/api/content/blog?language=${lang}&limit=3&exclude=a-cats-first-flight`)).body);
      expect(related).toHaveLength(3);
      expect(related.map((post) => post.slug)).not.toContain("a-cats-first-flight");
      api.blogPostResponse.parse((await get(`/api/content/blog/a-cats-first-flight?language=${lang}`)).body);
    });
  }

  it("answers German texts for language=de", async () => {
    const en = api.topicResponse.parse((await get("/api/content/topic/flying-with-dogs?language=en")).body);
    const de = api.topicResponse.parse((await get("/api/content/topic/flying-with-dogs?language=de")).body);
    expect(de.translation.title).not.toBe(en.translation.title);
  });

  it("answers 404 and 400 in the error schema", async () => {
    const missing = await get("/api/content/topic/no-such-guide");
    expect(missing.status).toBe(404);
    api.apiErrorResponse.parse(missing.body);
    const bad = await get("/api/content/destination?limit=501");
    expect(bad.status).toBe(400);
    api.apiErrorResponse.parse(bad.body);
  });

  it("the error and empty scenarios keep their shapes", async () => {
    server.use(...errorHandlers);
    const failed = await get("/api/faqs");
    expect(failed.status).toBe(500);
    api.apiErrorResponse.parse(failed.body);
    server.resetHandlers(...handlers);
    server.use(...emptyHandlers);
    expect(api.destinationListResponse.parse((await get("/api/content/destination")).body)).toEqual([]);
    server.resetHandlers(...handlers);
  });
});
