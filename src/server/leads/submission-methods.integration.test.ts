/**
 * The three submission endpoints take POST only: any other method (GET and HEAD reach the route's
 * loader, the rest its action) is answered 405 with `Allow: POST` and the JSON error in the
 * visitor's language, as the content endpoints answer a write with 405 and `Allow: GET, HEAD`.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { langContext } from "../../lib/request-context.ts";
import { apiErrorResponse } from "../../lib/schemas/content-api.ts";
import * as inquiry from "../../routes/api.submit-inquiry.ts";
import * as contact from "../../routes/api.submit-contact.ts";
import * as newsletter from "../../routes/api.newsletter.ts";

const routes = { "/api/submit-inquiry": inquiry, "/api/submit-contact": contact, "/api/newsletter": newsletter };

describe("submission endpoints and other methods", () => {
  for (const [path, route] of Object.entries(routes)) {
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH"]) {
      for (const lang of ["en", "de"] as const) {
        it(`${method} ${path} (${lang}) is 405 with Allow: POST`, async () => {
          const context = new RouterContextProvider();
          context.set(langContext, lang);
          const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
          const response = await handler({ request: new Request(`http://site.test${path}`, { method }), params: {}, context } as never);
          expect(response.status).toBe(405);
          expect(response.headers.get("allow")).toBe("POST");
          expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
          const body = apiErrorResponse.parse(await response.json());
          expect(body.error).toBe("method_not_allowed");
          expect(body.message).toBe(lang === "de" ? "Diese Adresse nimmt nur POST-Anfragen an." : "This address only takes POST requests.");
        });
      }
    }
  }
});
