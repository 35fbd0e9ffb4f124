/**
 * What a visitor sees on the first screen and in the details that screenshots showed wrong once: calls to
 * action, headings, the kicker, dates, the FAQ's markers, the explore-more row and city-states.
 */
import { expect, test, type Page } from "@playwright/test";
import { consent } from "./support/consent.ts";

const sizes = [{ width: 390, height: 844 }, { width: 1366, height: 800 }] as const;

/** The main pages, each in both languages. */
const mainPages = [
  ["/", "/?language=de"],
  ["/about", "/uber-uns"],
  ["/services", "/leistungen"],
  ["/pet-shipping", "/haustiertransport"],
  ["/destinations", "/destinationen"],
  ["/faq", "/faq?language=de"],
  ["/blog", "/blog?language=de"],
  ["/contact", "/kontakt"],
].flat();

const months = "January|February|March|April|May|June|July|August|September|October|November|December|Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember";
/** A day with a leading zero before or after a month name: "05. August", "August 05". */
const paddedDay = new RegExp(`\\b0\\d\\.? (${months})\\b|\\b(${months}) 0\\d\\b`, "u");

test.beforeEach(async ({ context }) => {
  await consent(context);
});

/** The hero's links and buttons: the first block of the page's main content. */
async function heroActions(page: Page) {
  return page.locator("main > :first-child").getByRole("link").or(page.locator("main > :first-child").getByRole("button")).evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).offsetParent !== null)
      .map((node) => ({ name: (node.textContent ?? "").replace(/\s+/gu, " ").trim(), target: node.getAttribute("href") ?? "" })),
  );
}

test.describe("the first screen of every main page", () => {
  for (const size of sizes) {
    for (const path of mainPages) {
      test(`${path} offers no call to action twice and repeats no H1 as a heading, at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(path);
        const actions = await heroActions(page);
        const names = actions.map((action) => action.name.toLocaleLowerCase());
        const targets = actions.map((action) => action.target).filter(Boolean);
        expect(new Set(names).size, `two actions read the same: ${names.join(" | ")}`).toBe(names.length);
        expect(new Set(targets).size, `two actions lead to the same place: ${targets.join(" | ")}`).toBe(targets.length);
        const h1 = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
        const repeats = await page.locator("main h2, main h3").evaluateAll((nodes, title) => nodes.filter((node) => node.textContent?.trim() === title).length, h1);
        expect(repeats, `a heading repeats the H1 "${h1}"`).toBe(0);
      });
    }
  }
});

test("German pages show no English kicker or tagline", async ({ page }) => {
  for (const path of ["/?language=de", "/leistungen", "/uber-uns"]) {
    await page.goto(path);
    await expect(page.locator("body"), path).not.toContainText(/Air · Relocation · Care/iu);
  }
});

test("no date shows a day with a leading zero", async ({ page }) => {
  await page.goto("/blog");
  const post = await page.getByTestId("featured-post").getByRole("link").first().getAttribute("href");
  for (const path of ["/blog", "/blog?language=de", post!, `${post}?language=de`, "/destinations/japan/tokyo-nrt", "/destinationen/japan/tokyo-nrt"]) {
    await page.goto(path);
    const text = await page.locator("main").innerText();
    expect(text.match(paddedDay)?.[0], path).toBeUndefined();
  }
});

test("FAQ questions show the site's indicator, not the browser's marker", async ({ page }) => {
  for (const path of ["/faq", "/faq?language=de"]) {
    await page.goto(path);
    const summaries = page.locator("main details > summary");
    await expect(summaries.first()).toBeVisible();
    const markers = await summaries.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        const marker = getComputedStyle(node, "::marker");
        return style.display === "list-item" && style.listStyleType !== "none" && marker.content !== "none" ? node.textContent : null;
      }).filter(Boolean),
    );
    expect(markers, path).toEqual([]);
    const indicator = await summaries.first().evaluate((node) => getComputedStyle(node, "::after").content);
    expect(indicator).not.toBe("none");
  }
});

test("the FAQ still opens and closes by keyboard", async ({ page }) => {
  await page.goto("/faq");
  const second = page.getByTestId("faq-item").nth(1);
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveJSProperty("open", true);
  await page.keyboard.press("Space");
  await expect(second).toHaveJSProperty("open", false);
});

test("Tokyo's explore-more row is full", async ({ page }) => {
  for (const path of ["/destinations/japan/tokyo-nrt", "/destinationen/japan/tokyo-nrt"]) {
    await page.goto(path);
    const cards = page.getByTestId("explore-more").getByTestId("destination-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: "NRT" })).toHaveCount(0);
  }
});

test("a city-state is named once: Singapore's card, page, breadcrumb and title", async ({ page }) => {
  for (const [list, city] of [["/destinations?q=singapore", "Singapore"], ["/destinationen?q=singapur", "Singapur"]] as const) {
    await page.goto(list);
    const card = page.getByTestId("destination-card").filter({ has: page.getByRole("link", { name: new RegExp(city, "u") }) }).first();
    const heading = (await card.getByRole("heading").innerText()).trim();
    const meta = await card.locator(":scope > span").last().innerText();
    expect(`${heading} ${meta}`.split(city).length - 1, `${heading} · ${meta}`).toBe(1);
    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText(`${city}, ${city}`);
    await expect(page.getByRole("navigation", { name: /Breadcrumb|Brotkrumen/iu })).not.toContainText(`${city}, ${city}`);
    expect(await page.title()).not.toContain(`${city} (SIN), ${city}`);
  }
});
