import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasTranslatedPath, routeTable, type RouteEntry } from "../route-table.ts";
import { freePort } from "../../e2e/support/server-process.ts";
import { propertyRuns } from "../test/property.ts";
import { authorised, serveMetrics } from "./http/metrics-endpoint.server.ts";
import { recordRequest, registry, routeLabeller } from "./metrics.server.ts";

/** The build's route manifest as React Router makes it from the route table (src/routes.ts): every page under the root. */
function manifest(): ServerBuild["routes"] {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = { root: { id: "root", path: "" } };
  routes.staffArea = { id: "staffArea", parentId: "root" };
  routes.staffSession = { id: "staffSession", parentId: "staffArea" };
  for (const entry of routeTable as readonly RouteEntry[]) {
    const parentId = entry.area === "signedIn" ? "staffSession" : entry.area === "staff" ? "staffArea" : "root";
    routes[entry.id] = { id: entry.id, parentId, path: entry.en };
    if (hasTranslatedPath(entry) && entry.de) routes[`${entry.id}.de`] = { id: `${entry.id}.de`, parentId, path: entry.de };
  }
  return routes as unknown as ServerBuild["routes"];
}

describe("route labels", () => {
  const routeOf = routeLabeller(manifest());
  const ids = new Set(Object.keys(manifest()));

  it("name the route table's entry a path belongs to, German paths with .de", () => {
    expect(routeOf("/")).toBe("home");
    expect(routeOf("/faq")).toBe("faq");
    expect(routeOf("/uber-uns")).toBe("about.de");
    expect(routeOf("/destinations/japan/tokyo")).toBe("destination");
    expect(routeOf("/destinationen/japan/tokyo/kalender")).toBe("destinationCalendar.de");
    expect(routeOf("/api/submit-inquiry")).toBe("apiSubmitInquiry");
    expect(routeOf("/admin")).toBe("staffInbox");
  });

  it("never carry a path: anything unknown is `unmatched`", () => {
    expect(routeOf("/wp-login.php")).toBe("unmatched");
    expect(routeOf("/faq/lena@example.org")).toBe("unmatched");
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (path) => {
        const label = routeOf(`/${path}`);
        expect(label === "unmatched" || ids.has(label)).toBe(true);
      }),
      propertyRuns(500),
    );
  });
});

describe("request metrics", () => {
  it("count by a fixed set of methods and status classes", async () => {
    recordRequest("faq", "GET", 200, 0.01);
    recordRequest("faq", "PROPFIND", 999, 0.01);
    recordRequest("faq", undefined, 0, 0.01);
    const text = await registry.getSingleMetricAsString("arc_http_requests_total");
    expect(text).toContain('arc_http_requests_total{route="faq",method="GET",status="2xx"} 1');
    expect(text).toContain('arc_http_requests_total{route="faq",method="OTHER",status="5xx"} 1');
    expect(text).toContain('arc_http_requests_total{route="faq",method="OTHER",status="1xx"} 1');
    expect(text).not.toContain("PROPFIND");
  });
});

describe("the metrics token", () => {
  const token = "t".repeat(16) + "0123456789abcdef0123456789abcdef";

  it("is required only when configured, as a bearer token", () => {
    expect(authorised(undefined, undefined)).toBe(true);
    expect(authorised(`Bearer ${token}`, token)).toBe(true);
    expect(authorised(`bearer ${token}`, token)).toBe(false);
    expect(authorised(`Bearer ${token}x`, token)).toBe(false);
    expect(authorised(undefined, token)).toBe(false);
  });

  it("admits no header but the exact one", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 600 }), fc.string({ maxLength: 60 }).map((tail) => `Bearer ${tail}`)), (header) => {
        expect(authorised(header, token)).toBe(header === `Bearer ${token}`);
      }),
      propertyRuns(1_000),
    );
  });
});

describe("the metrics port", () => {
  const token = "0123456789abcdef0123456789abcdef";
  let base = "";
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const port = await freePort();
    close = await serveMetrics({ METRICS_PORT: port, METRICS_HOST: "127.0.0.1", METRICS_TOKEN: token });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => close());

  it("answers /metrics to the token only, and nothing else", async () => {
    const authorization = `Bearer ${token}`;
    const scrape = await fetch(`${base}/metrics`, { headers: { authorization } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toContain("text/plain");
    expect(await scrape.text()).toContain("arc_server_processes_ready");
    const refused = await fetch(`${base}/metrics`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect((await fetch(`${base}/`, { headers: { authorization } })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST", headers: { authorization } })).status).toBe(405);
  });

  it("answers any request without a server error, and shows figures to no one without the token", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"),
        fc.oneof(fc.constant("/metrics"), fc.webPath(), fc.string({ maxLength: 80 }).map((tail) => `/metrics?${encodeURIComponent(tail)}`)),
        fc.option(fc.string({ maxLength: 80 }).filter((value) => /^[\x20-\x7e]*$/.test(value))),
        async (method, path, authorization) => {
          const response = await fetch(`${base}${path.startsWith("/") ? path : `/${path}`}`, { method, headers: authorization === null ? {} : { authorization } });
          const body = await response.text();
          expect(response.status).toBeLessThan(500);
          expect(body).not.toMatch(/\bat .+:\d+:\d+/);
          if (response.status === 200) expect(authorization).toBe(`Bearer ${token}`);
        },
      ),
      propertyRuns(150),
    );
    // 150 requests over loopback, which a busy machine stretches past the default 5 s.
  }, 30_000);
});
