import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { edgeVcl } from "../server/http/edge-vcl.ts";
import { cacheRules, isPrivateSection, isTrackingParameter } from "./cache-rules.ts";

describe("the cache rules, one table for the server and the edge", () => {
  it("the shipped Varnish configuration is the one written from them (run npm run build:vcl after changing a rule)", () => {
    expect(readFileSync(new URL("../../deploy/varnish/site.vcl", import.meta.url), "utf8")).toBe(edgeVcl());
  });

  it("the edge drops the same campaign tags the server ignores, and passes the same private sections", () => {
    const vcl = edgeVcl();
    for (const name of cacheRules.trackingParameters) expect(vcl).toContain(name.replace("*", "[^=&]*"));
    for (const section of cacheRules.privateSections) expect(vcl).toMatch(new RegExp(`\\^/\\([^)]*\\b${section}\\b`));
    expect(["utm_source", "UTM_Campaign", "gclid", "fbclid", "_ga", "_gl"].filter(isTrackingParameter)).toHaveLength(6);
    expect(["q", "language", "country", "utm", "ga", "gclid2"].filter(isTrackingParameter)).toEqual([]);
    expect(["/admin", "/admin/leads", "/consent", "/consent.css", "/language?to=de"].filter(isPrivateSection)).toHaveLength(5);
    expect(["/", "/administration", "/faq", "/languages", "/about"].filter(isPrivateSection)).toEqual([]);
  });
});
