import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/messages/index.ts";
import { UPDATE_BODY_LIMIT_BYTES } from "../../lib/api/edge.ts";
import { MAX_UPDATE_PHOTOS } from "../../lib/lead-status.ts";
import { LIMITS } from "../../lib/schemas/leads.ts";
import { ipKey } from "../rate-limit.server.ts";
import { bodyLimitFor, clientAddress, decodedPath, earlyAnswer, isOriginForm, refuseCrossSite, SMALL_BODY_LIMIT_BYTES } from "./request-checks.server.ts";

/** A request as the server receives it: its X-Forwarded-For (Node joins repeated ones) and the socket's address. */
const from = (forwardedFor: string | undefined, remoteAddress: string | undefined) =>
  ({ headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("client address", () => {
  it("ignores X-Forwarded-For without a trusted proxy", () => {
    expect(clientAddress(from("203.0.113.9", "10.0.0.2"), 0)).toBe("10.0.0.2");
  });

  it("takes the address the trusted proxy appended, not what the client wrote", () => {
    // The client sent "X-Forwarded-For: 198.51.100.1"; the proxy appended the real address.
    expect(clientAddress(from("198.51.100.1, 203.0.113.9", "10.0.0.2"), 1)).toBe("203.0.113.9");
    expect(clientAddress(from("198.51.100.1, 203.0.113.9, 10.0.0.7", "10.0.0.2"), 2)).toBe("203.0.113.9");
    // Fewer entries than trusted proxies: the furthest address a trusted proxy wrote.
    expect(clientAddress(from("203.0.113.9", "10.0.0.2"), 2)).toBe("203.0.113.9");
  });

  it("reads addresses written with a port", () => {
    expect(clientAddress(from("198.51.100.1, 203.0.113.9:51234", "10.0.0.2"), 1)).toBe("203.0.113.9");
    expect(clientAddress(from("[2001:db8::1]:51234", "10.0.0.2"), 1)).toBe("2001:db8::1");
    expect(clientAddress(from("[2001:db8::2]", "10.0.0.2"), 1)).toBe("2001:db8::2");
  });

  it("falls back to the socket for a missing, short or malformed header", () => {
    expect(clientAddress(from(undefined, "10.0.0.2"), 1)).toBe("10.0.0.2");
    expect(clientAddress(from("not-an-ip, 203.0.113.9", "10.0.0.2"), 2)).toBe("10.0.0.2");
    expect(clientAddress(from("198.51.100.1", undefined), 1)).toBe("unknown");
    expect(clientAddress(from("not-an-ip", "10.0.0.2"), 1)).toBe("10.0.0.2");
  });

  it("rotating the left part of the header does not change the client", () => {
    const keys = new Set(Array.from({ length: 20 }, (_, i) => ipKey(clientAddress(from(`198.51.100.${i}, 203.0.113.9`, "10.0.0.2"), 1))));
    expect([...keys]).toEqual(["203.0.113.9"]);
  });
});

describe("rate-limit key", () => {
  it("keys IPv6 clients by their /64 network and IPv4 by address", () => {
    expect(ipKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipKey("::1")).toBe("0:0:0:0::/64");
    expect(ipKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(ipKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(ipKey("192.0.2.1")).toBe("192.0.2.1");
    expect(ipKey("unknown")).toBe("unknown");
  });
});

describe("state changes from other sites", () => {
  const post = (path: string, headers: Record<string, string>, method = "POST") => new Request(`http://127.0.0.1:4321${path}`, { method, headers });

  it("are refused with 403 in the page's language, as JSON for the API", async () => {
    const page = refuseCrossSite(post("/kontakt", { Origin: "https://evil.example" }))!;
    expect(page.status).toBe(403);
    expect(await page.text()).toBe("Anfragen von anderen Websites werden nicht angenommen.");
    const api = refuseCrossSite(post("/api/submit-contact", { "Sec-Fetch-Site": "cross-site" }))!;
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: "cross_origin" });
    expect(refuseCrossSite(post("/consent", { Origin: "null" }))?.status).toBe(403);
  });

  it("let this site's posts, reads and clients without an Origin through", () => {
    expect(refuseCrossSite(post("/contact", { Origin: "http://127.0.0.1:4321" }))).toBeUndefined();
    expect(refuseCrossSite(post("/contact", {}))).toBeUndefined();
    expect(refuseCrossSite(post("/contact", { Origin: "https://evil.example" }, "GET"))).toBeUndefined();
  });
});

describe("answers before the app runs", () => {
  it("speak the visitor's language, as JSON for the API", () => {
    expect(earlyAnswer("tooLarge", "/kontakt", {})).toMatchObject({ status: 413, body: expect.stringContaining("zu groß") });
    // Only the quote routes take a photo: elsewhere the answer does not speak of one.
    expect(earlyAnswer("tooLarge", "/kontakt", {}).body).not.toMatch(/Foto|Bild/);
    expect(earlyAnswer("tooLarge", "/contact", {}).body).not.toMatch(/photo|image/i);
    expect(JSON.parse(earlyAnswer("tooLarge", "/api/submit-inquiry", {}).body)).toMatchObject({ error: "payload_too_large", message: expect.stringContaining("smaller than 5MB") });
    expect(earlyAnswer("tooLarge", "/angebot", {}).body).toContain("unter 5 MB");
    expect(earlyAnswer("badRequest", "/faq", { cookie: "lang=de" }).body).toContain("fehlerhaft");
    const api = earlyAnswer("busy", "/api/submit-inquiry?language=de", {});
    expect(api).toMatchObject({ status: 503, type: expect.stringContaining("json") });
    expect(JSON.parse(api.body)).toMatchObject({ error: "busy", message: expect.stringContaining("Uploads") });
    expect(earlyAnswer("badRequest", "*", { "accept-language": "de" }).status).toBe(400);
    expect(earlyAnswer("internal", "/%E0%A4%A", { cookie: "lang=%" }).body).toContain("Something went wrong");
  });
});

describe("request targets", () => {
  it("are paths on well-formed hosts", () => {
    for (const host of ["localhost:4321", "www.example.com", "127.0.0.1", "[::1]:4321"]) expect(isOriginForm("/faq?x=1", host), host).toBe(true);
    for (const [target, host] of [["http://x/", "x"], ["*", "x"], ["/", "a b"], ["/", "x:99999"], ["/", "a@b"], ["/", "x/admin#"], ["/", ""]]) {
      expect(isOriginForm(target!, host!), `${target} ${host}`).toBe(false);
    }
  });
});

describe("body limits", () => {
  it("allow the configured limit only where a crate photo can come", () => {
    const limit = 8 * 1024 * 1024;
    const multipart = "multipart/form-data; boundary=x";
    for (const path of ["/quote", "/angebot"]) expect(bodyLimitFor(path, multipart, limit)).toBe(limit);
    expect(bodyLimitFor("/api/submit-inquiry", "application/json", limit)).toBe(limit);
    expect(bodyLimitFor("/quote", "application/x-www-form-urlencoded", limit)).toBe(SMALL_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/quote", undefined, limit)).toBe(SMALL_BODY_LIMIT_BYTES);
    for (const path of ["/contact", "/kontakt", "/api/submit-contact", "/api/newsletter", "/consent", "/admin/login", "/admin/leads", "/blog", "/nowhere"]) {
      expect(bodyLimitFor(path, multipart, limit)).toBe(SMALL_BODY_LIMIT_BYTES);
    }
  });

  it("give a staff update room for every photo it may carry, each as large as a photo may be, whatever the quote endpoints' limit", () => {
    const lead = "/admin/leads/quote/00000000-0000-4000-8000-000000000000";
    const multipart = "multipart/form-data; boundary=x";
    expect(UPDATE_BODY_LIMIT_BYTES).toBeGreaterThan(MAX_UPDATE_PHOTOS * LIMITS.maxCrateImageBytes);
    // Two 4.3 MB phone photos and the text fit.
    expect(UPDATE_BODY_LIMIT_BYTES).toBeGreaterThan(2 * 4_300_000 + 10_000);
    for (const limit of [1024 * 1024, 8 * 1024 * 1024]) expect(bodyLimitFor(lead, multipart, limit)).toBe(UPDATE_BODY_LIMIT_BYTES);
    // The update form is a multipart form; nothing else there is large.
    for (const type of ["application/json", "application/x-www-form-urlencoded", undefined]) expect(bodyLimitFor(lead, type, 8 * 1024 * 1024)).toBe(SMALL_BODY_LIMIT_BYTES);
    // Too large there means the photos, in the staff member's language.
    for (const lang of ["en", "de"] as const) expect(earlyAnswer("tooLarge", lead, { "accept-language": lang }).body).toBe(translator(lang)("staff.update.tooLarge"));
  });
});

describe("request paths", () => {
  it("decodes paths and recognises malformed encodings", () => {
    expect(decodedPath("/assets/a%20b.js?x=1")).toBe("/assets/a b.js");
    expect(decodedPath("/%E0%A4%A")).toBeUndefined();
  });
});
