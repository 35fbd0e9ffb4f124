import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { hasTranslatedPath, hrefOf, pathOf, routeTable } from "./route-table.ts";

describe("route table", () => {
  it("holds every screen of spec §2 with its English and German path", () => {
    const paths = Object.fromEntries(routeTable.map((entry) => [entry.id, [entry.en, "de" in entry ? entry.de : entry.en]]));
    expect(paths.home).toEqual(["/", "/"]);
    expect(paths.about).toEqual(["/about", "/uber-uns"]);
    expect(paths.services).toEqual(["/services", "/leistungen"]);
    expect(paths.service).toEqual(["/services/:slug", "/services/:slug"]);
    expect(paths.petShipping).toEqual(["/pet-shipping", "/haustiertransport"]);
    expect(paths.destinations).toEqual(["/destinations", "/destinationen"]);
    expect(paths.destination).toEqual(["/destinations/:country/:slug", "/destinationen/:country/:slug"]);
    expect(paths.destinationFlat).toEqual(["/destinations/:slug", "/destinationen/:slug"]);
    expect(paths.topic).toEqual(["/topics/:slug", "/topics/:slug"]);
    expect(paths.blog).toEqual(["/blog", "/blog"]);
    expect(paths.blogPost).toEqual(["/blog/:slug", "/blog/:slug"]);
    expect(paths.faq).toEqual(["/faq", "/faq"]);
    expect(paths.contact).toEqual(["/contact", "/kontakt"]);
    expect(paths.privacy?.[0]).toBe("/privacy-policy");
    expect(paths.terms?.[0]).toBe("/terms-of-service");
    expect(paths.sitemap?.[0]).toBe("/sitemap");
    expect(routeTable.at(-1)?.en).toBe("*");
  });

  it("generates routes.ts from the table in the table's order, with a route per German path", () => {
    const expected = routeTable.flatMap((entry) => (hasTranslatedPath(entry) && "de" in entry ? [entry.en, entry.de] : [entry.en]));
    expect(routes.map((route) => route.path)).toEqual(expected);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    for (const route of routes) expect(existsSync(join(import.meta.dirname, "..", route.file)), route.file).toBe(true);
  });

  it("builds paths and explicit URLs per language", () => {
    expect(pathOf("about", "de")).toBe("/uber-uns");
    expect(hrefOf("about", "en")).toBe("/about");
    expect(hrefOf("faq", "de")).toBe("/faq?language=de");
    expect(hrefOf("faq", "en")).toBe("/faq");
    expect(hrefOf("destination", "de", { country: "deutschland", slug: "frankfurt-fra" })).toBe("/destinationen/deutschland/frankfurt-fra");
    expect(() => pathOf("service", "en")).toThrow(/slug/);
  });
});
