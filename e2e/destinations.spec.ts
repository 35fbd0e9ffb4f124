import { expect, test } from "@playwright/test";
import { de } from "../src/i18n/messages/de.ts";
import { countries } from "../src/i18n/countries.ts";
import { holdScripts, waitForHydration } from "./support/hydration.ts";
import { consent } from "./support/consent.ts";

test.describe("destination list", () => {
  test("filters instantly by search, country and region", async ({ page }) => {
    await page.goto("/destinations");
    await waitForHydration(page);
    const cards = page.getByTestId("destination-cards").getByTestId("destination-card");
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);
    await expect(cards).toHaveCount(30);
    await expect(page.getByTestId("destinations-more")).toHaveText("Showing first 30 destinations. Please refine your search to see more specific results.");
    await page.getByLabel("Search destinations").fill("FRANKFURT");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Frankfurt");
    await expect(page.getByTestId("destinations-more")).toHaveCount(0);
    await page.getByLabel("Search destinations").fill("");
    await page.getByLabel("Country").selectOption("germany");
    await expect(cards.first()).toContainText("Germany");
    for (const text of await cards.allTextContents()) expect(text).toContain("Germany");
    await page.getByLabel("Country").selectOption("all");
    await page.getByLabel("Region").selectOption("asia");
    // Asia and the Middle East: every card names one of their countries.
    const asian = countries.filter((country) => country.continent === "asia" || country.continent === "middle-east").map((country) => country.name.en);
    expect(asian.length).toBeGreaterThan(10);
    for (const text of await cards.allTextContents()) expect(asian.some((name) => text.includes(name)), text).toBe(true);
    await page.getByLabel("Search destinations").fill("zzzz-nowhere");
    await expect(page.getByTestId("destinations-empty")).toBeVisible();
    await expect(page.getByTestId("featured-destinations")).toHaveCount(0);
  });

  test("the page carries only the destinations it shows; the full list comes from the content API when the filters are used", async ({ page, request }) => {
    const all = (await (await request.get("/api/content/destination?limit=500")).json()) as Array<{ slug: string }>;
    for (const path of ["/destinations", "/destinationen"]) {
      expect(all.length).toBeGreaterThan(100);
      // The document with its hydration data: every slug it names, of any destination.
      const html = await (await request.get(path)).text();
      // A slug is "country/city"; the German link has the German country name, so the city part is looked for.
      const named = all.filter((destination) => html.includes(`/${destination.slug.split("/").pop()}"`));
      expect(named.length, path).toBeGreaterThanOrEqual(30);
      expect(named.length, path).toBeLessThanOrEqual(34);
    }
    const listed: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/content/destination")) listed.push(sent.url());
    });
    await page.goto("/destinations");
    await waitForHydration(page);
    expect(listed).toEqual([]);
    await page.getByLabel("Search destinations").fill("Frankfurt");
    await expect(page.getByTestId("destination-cards").getByTestId("destination-card")).toHaveCount(1);
    expect(listed.length).toBe(1);
  });

  test("features the first four matches", async ({ page }) => {
    await page.goto("/destinationen");
    await waitForHydration(page);
    const featured = page.getByTestId("featured-destinations").getByTestId("destination-card");
    const all = page.getByTestId("destination-cards").getByTestId("destination-card");
    const expected = (await all.allTextContents()).slice(0, 4);
    expect(await featured.allTextContents()).toEqual(expected);
  });

  test("filters work as a GET form without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await consent(context);
    const page = await context.newPage();
    await page.goto("/destinations");
    await page.getByLabel("Search destinations").fill("frankfurt");
    await page.getByRole("button", { name: "Show destinations" }).click();
    await expect(page).toHaveURL(/\?q=frankfurt&country=all&region=all$/);
    const cards = page.getByTestId("destination-cards").getByTestId("destination-card");
    await expect(cards).toHaveCount(1);
    await page.goto("/destinations?region=south-america&q=tokyo");
    await expect(page.getByTestId("destinations-empty")).toBeVisible();
    await context.close();
  });

  test("German search finds München typed without the umlaut, with it or spelled out, with and without JavaScript", async ({ page }) => {
    await page.goto("/destinationen?q=mun");
    const cards = page.getByTestId("destination-cards").getByTestId("destination-card");
    await expect(cards.filter({ hasText: "München" })).toHaveCount(1);
    await waitForHydration(page);
    for (const query of ["Mün", "muenchen"]) {
      await page.getByLabel("Reiseziele durchsuchen").fill(query);
      await expect(cards.filter({ hasText: "München" })).toHaveCount(1);
    }
  });

  test("search, country and region combine", async ({ page }) => {
    await page.goto("/destinations");
    await waitForHydration(page);
    const cards = page.getByTestId("destination-cards").getByTestId("destination-card");
    await page.getByLabel("Country").selectOption("germany");
    await page.getByLabel("Search destinations").fill("MUN");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Munich");
    await page.getByLabel("Region").selectOption("asia");
    await expect(page.getByTestId("destinations-empty")).toBeVisible();
    await page.getByLabel("Country").selectOption("all");
    await page.getByLabel("Search destinations").fill("an");
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("an");
    for (const text of await cards.allTextContents()) expect(text).not.toMatch(/Germany|France|Brazil|Canada/);
    // Search matches the country name too, in the page language.
    await page.goto("/destinationen");
    await waitForHydration(page);
    await page.getByLabel("Reiseziele durchsuchen").fill("vereinigtes");
    await expect(cards.first()).toContainText("Vereinigtes Königreich");
  });

  test("what was chosen and typed before the page's code loaded filters as soon as it runs", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/destinations", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Country").selectOption("germany");
    await page.getByLabel("Search destinations").fill("MUN");
    release();
    const cards = page.getByTestId("destination-cards").getByTestId("destination-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Munich");
    await expect(page.getByLabel("Search destinations")).toHaveValue("MUN");
  });

  test("shows the loading text while the list loads and the error text when it fails", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === "/api/content/destination", async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal", message: "down" }) });
    });
    await page.goto("/destinations");
    await page.getByLabel("Search destinations").fill("frankfurt");
    await expect(page.getByTestId("destinations-loading")).toHaveText("Loading...");
    release();
    await expect(page.getByTestId("destinations-error")).toContainText("Error loading destinations");
    // The form still searches on the server.
    await page.getByRole("button", { name: "Show destinations" }).click();
    await expect(page).toHaveURL(/q=frankfurt/);
    await expect(page.getByTestId("destination-cards").getByTestId("destination-card")).toHaveCount(1);
  });

  test("loads every card image when it comes near, none ahead of the page's text, and lays out a card only when it comes near", async ({ page }) => {
    await page.goto("/destinations");
    const cards = (testId: string) =>
      page
        .getByTestId(testId)
        .getByTestId("destination-card")
        .evaluateAll((found) => found.map((card) => `${card.querySelector("img")?.loading} ${card.querySelector("img")?.getAttribute("fetchpriority")} ${getComputedStyle(card).contentVisibility}`));
    const grid = await cards("destination-cards");
    expect(grid.length).toBeGreaterThan(6);
    expect(new Set(grid)).toEqual(new Set(["lazy auto auto"]));
    expect(await cards("featured-destinations")).toEqual(Array(4).fill("lazy auto auto"));
  });
});

test.describe("flat destination URLs", () => {
  test("a flat slug that names one destination redirects for good to its country URL; an unknown one is a 404", async ({ request, page }) => {
    const english = await request.get("/destinations/frankfurt-fra?travelDate=2027-01-15", { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers().location).toBe("/destinations/germany/frankfurt-fra?travelDate=2027-01-15");
    const german = await request.get("/destinationen/frankfurt-fra", { maxRedirects: 0 });
    expect(german.status()).toBe(301);
    expect(german.headers().location).toBe("/destinationen/deutschland/frankfurt-fra");
    expect((await request.get("/destinations/atlantis-xxx", { maxRedirects: 0 })).status()).toBe(404);
    const unknownGerman = await request.get("/destinationen/atlantis-xxx", { maxRedirects: 0 });
    expect(unknownGerman.status()).toBe(404);
    expect(await unknownGerman.text()).toContain(de["destination.notFound"]);
    await page.goto("/destinations/tokyo-nrt");
    await expect(page).toHaveURL(/\/destinations\/japan\/tokyo-nrt$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Tokyo");
  });
});
