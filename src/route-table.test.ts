import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { CONTACT_DRAFT } from "./features/contact/contact-keys.ts";
import { aliasTarget, hasTranslatedPath, hrefOf, pathOf, routeAliases, routeTable, scriptStartOf, staffHref } from "./route-table.ts";

describe("route table", () => {
  it("tells the starter of a page's scripts which pages start at once and which draft a page restores (decision 035)", () => {
    expect(scriptStartOf("quote")).toEqual({ "data-scripts": "at-once", "data-draft": undefined });
    // The contact form's own draft key: with it kept, the contact page restores it as it loads.
    expect(scriptStartOf("contact")).toEqual({ "data-scripts": undefined, "data-draft": CONTACT_DRAFT });
    expect(scriptStartOf("home")).toEqual({ "data-scripts": undefined, "data-draft": undefined });
    expect(scriptStartOf(undefined)).toEqual({ "data-scripts": undefined, "data-draft": undefined });
  });

  it("holds every screen of docs/requirements.md §2 with its English and German path", () => {
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
    expect(paths.checkShipper).toEqual(["/how-to-check-a-pet-shipper", "/tierspediteur-pruefen"]);
    expect(paths.contact).toEqual(["/contact", "/kontakt"]);
    expect(paths.privacy?.[0]).toBe("/privacy-policy");
    expect(paths.terms?.[0]).toBe("/terms-of-service");
    expect(paths.sitemap?.[0]).toBe("/sitemap");
    expect(routeTable.at(-1)?.en).toBe("*");
  });

  it("generates routes.ts from the table, with a route per German path and the staff area nested in its layouts", () => {
    type Config = { id?: string; path?: string; file: string; children?: Config[] };
    const flat = (configs: Config[]): Config[] => configs.flatMap((config) => [config, ...flat(config.children ?? [])]);
    const all = flat(routes as Config[]);
    const paths = all.flatMap((route) => (route.path ? [route.path] : []));
    const expected = routeTable.flatMap((entry) => (hasTranslatedPath(entry) && "de" in entry ? [entry.en, entry.de] : [entry.en]));
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(all.map((route) => route.id)).size).toBe(all.length);
    for (const route of all) expect(existsSync(join(import.meta.dirname, route.file)), route.file).toBe(true);
    const area = all.find((route) => route.id === "staffArea")!;
    const session = area.children!.find((route) => route.id === "staffSession")!;
    expect(area.children!.map((route) => route.id)).toContain("staffLogin");
    expect(session.children!.map((route) => route.id)).toEqual(routeTable.filter((entry) => "area" in entry && entry.area === "signedIn").map((entry) => entry.id));
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

describe("route aliases", () => {
  it("lead to pages of the table, and no alias is a page's own path", () => {
    const own = new Set<string>(routeTable.flatMap((entry) => [entry.en, ...("de" in entry ? [entry.de] : [])]));
    for (const alias of routeAliases) {
      expect(own.has(alias.path), alias.path).toBe(false);
      expect(aliasTarget(alias.path), alias.path).toMatch(/^\//);
    }
    expect(aliasTarget("/impressum")).toBe("/imprint?language=de");
    expect(aliasTarget("/de", "a=1")).toBe("/?language=de&a=1");
    expect(aliasTarget("/imprint")).toBeUndefined();
  });
});

describe("staff links", () => {
  it("are made from the route table, with their parameters and query", () => {
    expect(staffHref("staffInbox")).toBe("/admin");
    expect(staffHref("staffInbox", {}, "kind=quote&status=new")).toBe("/admin?kind=quote&status=new");
    expect(staffHref("staffLead", { kind: "quote", id: "a1" })).toBe("/admin/leads/quote/a1");
    expect(staffHref("staffUpdatePhoto", { id: "a1", photo: "p2" })).toBe("/admin/leads/quote/a1/updates/p2");
  });

  it("are never written as literal paths in the site's code (tests and stories aside)", () => {
    const literal = /["'`]\/admin(?:[/?"'`]|$)/;
    const offenders = (readdirSync(join(import.meta.dirname), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|integration\.test|stories)\.tsx?$/.test(file) && file !== "route-table.ts")
      .filter((file) => literal.test(readFileSync(join(import.meta.dirname, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
