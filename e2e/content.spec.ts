import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import destinationRecords from "../content/destinations.json" with { type: "json" };
import germanTexts from "../content/de/destinations.json" with { type: "json" };
import { continents, countries } from "../src/i18n/countries.ts";

test.describe("FAQ", () => {
  test("only the first question is open at the start; each toggles on its own", async ({ page }) => {
    await page.goto("/faq");
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(10);
    const open = async () => (await items.evaluateAll((nodes) => nodes.map((node) => (node as HTMLDetailsElement).open)));
    expect(await open()).toEqual([true, false, false, false, false, false, false, false, false, false]);
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).toHaveJSProperty("open", true);
    await expect(items.nth(0)).toHaveJSProperty("open", true);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await expect(items.nth(3)).toHaveJSProperty("open", true);
    expect(await open()).toEqual([false, false, false, true, false, false, false, false, false, false]);
  });

  test("category anchors lead to their sections, in German too", async ({ page }) => {
    await page.goto("/faq?language=de");
    await page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: "Vorbereitung" }).click();
    await expect(page).toHaveURL(/#preparation$/);
    await expect(page.locator("#preparation").getByTestId("faq-item")).toHaveCount(3);
    await expect(page.locator("#health-safety").getByTestId("faq-item")).toHaveCount(4);
  });
});

test.describe("destination detail", () => {
  test("the language switch converts the country segment both ways", async ({ page }) => {
    await page.goto("/destinations/germany/frankfurt-fra");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("quick-facts")).toContainText("FRA");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/destinationen\/deutschland\/frankfurt-fra$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Frankfurt");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/destinations\/germany\/frankfurt-fra$/);
    await page.goto("/destinations/united-kingdom/london-lhr");
    await page.getByTestId("other-language").click();
    await expect(page).toHaveURL(/\/destinationen\/vereinigtes-konigreich\/london-lhr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("shows every section and opens the quote dialog from the help section", async ({ page }) => {
    await page.goto("/destinationen/japan/tokyo-nrt");
    await waitForHydration(page);
    for (const id of ["help", "explore", "tips", "notice", "summary"]) await expect(page.locator(`#${id}`)).toBeVisible();
    const explore = page.getByTestId("explore-more").getByTestId("destination-card");
    await expect(explore).toHaveCount(3);
    await expect(explore.first()).toContainText("JFK");
    await page.locator("#help").getByRole("link", { name: "Angebot anfordern" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a missing destination shows the not-found view with a link to the German list", async ({ page }) => {
    const response = await page.goto("/destinationen/deutschland/atlantis-xxx");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reiseziel nicht gefunden");
    await page.getByTestId("not-found").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/destinationen$/);
  });
});

test.describe("blog and guides", () => {
  test("blog list features the newest post and links to posts with related articles", async ({ page }) => {
    await page.goto("/blog");
    const featured = page.getByTestId("featured-post");
    await expect(featured).toBeVisible();
    const title = (await featured.getByRole("heading").textContent())!.trim();
    await featured.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("header time").first()).toHaveText(/^[A-Z][a-z]+ [1-9]\d?, \d{4}$/);
    await expect(page.locator("#related").getByTestId("post-cards").locator("li")).toHaveCount(3);
    await expect(page.getByTestId("share-links").getByRole("link")).toHaveCount(4);
  });

  test("German post dates use the German format", async ({ page }) => {
    await page.goto("/blog?language=de");
    await expect(page.getByTestId("featured-post").locator("time")).toHaveText(/^[1-9]\d?\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
  });

  test("a guide has share links, a help box and three related guides", async ({ page }) => {
    await page.goto("/topics/flying-with-dogs");
    await expect(page.getByTestId("help-box")).toBeVisible();
    const related = page.getByTestId("related-topics").getByRole("link");
    await expect(related).toHaveCount(3);
    expect(await related.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual([
      "/topics/flying-with-cats",
      "/topics/international-pet-travel",
      "/topics/pet-travel-documentation",
    ]);
  });
});

test.describe("image directory", () => {
  test("every destination, country and continent image and the default load", async ({ page }) => {
    await page.goto("/image-directory?language=de");
    const images = page.getByTestId("directory-image");
    // Every destination (those whose city has a German name of its own twice), every country, the 7 continents and the default image.
    const germanNames = destinationRecords.filter((record) => (germanTexts as Record<string, { city?: string }>)[record.slug]?.city && (germanTexts as Record<string, { city?: string }>)[record.slug]!.city !== record.city).length;
    const expected = destinationRecords.length + germanNames + countries.length + continents.length + 1;
    expect(germanNames).toBeGreaterThan(20);
    await expect(images).toHaveCount(expected);
    await expect(page.locator('[data-src="/assets/destinations/places/singapore/singapore-sin.jpg"]')).toContainText("Singapore (SIN)");
    await expect(page.locator('[data-src="/assets/destinations/places/de/singapore/singapore-sin.jpg"]')).toContainText("Singapur (SIN)");
    // Each lazy image is brought into view in turn, two frames each: a fast scroll can pass one before it starts loading.
    await images.evaluateAll(async (nodes) => {
      for (const node of nodes) {
        node.scrollIntoView({ block: "center" });
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      }
    });
    await expect(page.locator('[data-testid="directory-image"][data-status="loaded"]')).toHaveCount(expected);
    await expect(images.first()).toContainText("Geladen");
  });

  test("fits a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/image-directory");
    await expect(page.getByTestId("directory-image").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a destination shows its own image; a missing one falls back to the country image, the continent image, then the gradient", async ({ page }) => {
    await page.goto("/destinations/japan/tokyo-nrt");
    const hero = page.locator("header img").first();
    await expect(hero).toHaveAttribute("src", "/assets/destinations/places/japan/tokyo-nrt.jpg");
    await expect(hero).toHaveAttribute("alt", "Map: Tokyo (NRT), Japan");
    await page.route((url) => url.pathname.startsWith("/assets/destinations/places/japan/tokyo-nrt"), (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect(hero).toHaveAttribute("src", "/assets/destinations/countries/japan.jpg");
    await page.route((url) => url.pathname.startsWith("/assets/destinations/countries/japan"), (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect(hero).toHaveAttribute("src", "/assets/destinations/continents/asia.jpg");
    await page.route((url) => url.pathname.startsWith("/assets/destinations/continents/asia"), (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await expect(page.locator('header [data-fallback="gradient"]')).toContainText("Japan");
  });

  test("destination cards show each destination's own image", async ({ page }) => {
    await page.goto("/destinations?country=germany");
    const cards = page.getByTestId("destination-card");
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((items) => items.map((item) => ({ href: item.querySelector("a")!.getAttribute("href")!, src: item.querySelector("img")!.getAttribute("src") })));
    expect(new Set(shown.map((card) => card.src)).size).toBeGreaterThan(4);
    for (const card of shown) expect(card.src).toBe(`/assets/destinations/places/${card.href.replace(/^\/destinations\//, "")}.jpg`);
  });

  test("a German page shows the image labelled with the German city name where it differs", async ({ page }) => {
    await page.goto("/destinationen/deutschland/munich-muc");
    await expect(page.locator("header img").first()).toHaveAttribute("src", "/assets/destinations/places/de/germany/munich-muc.jpg");
    // Shared links show the same picture.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/assets\/destinations\/places\/de\/germany\/munich-muc\.jpg$/);
    await page.goto("/destinationen/deutschland/frankfurt-fra");
    await expect(page.locator("header img").first()).toHaveAttribute("src", "/assets/destinations/places/germany/frankfurt-fra.jpg");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/assets\/destinations\/places\/germany\/frankfurt-fra\.jpg$/);
  });
});
