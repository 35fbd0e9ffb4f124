/**
 * Every URL of /sitemap.xml (both languages), checked on every build:
 * - axe (WCAG 2.2 A/AA) in Chromium at a phone and a desktop width, plus the not-found page, the
 *   cookie banner and the staff area (sign-in, the inbox, a lead, the erase page);
 * - the Nu HTML checker (vnu.jar, on Java) over the HTML the server sends for each of them, in one
 *   run of the checker.
 * Any violation or error fails, listed by URL.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeFindings, describeViolations } from "./support/axe.ts";
import { staff } from "./support/env.ts";
import { waitForHydration } from "./support/hydration.ts";
import { sitemapPaths } from "./support/sitemap.ts";
import { inDays } from "../src/test/fixtures.ts";
import { consent } from "./support/consent.ts";

const widths = { phone: { width: 375, height: 740 }, desktop: { width: 1366, height: 800 } } as const;

/** The sitemap is split into this many tests, so the two workers share it. */
const AXE_PARTS = 4;

/** axe at both widths on the page as it is; one line per violation and element. */
async function axeAtBothWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    found.push(...describeViolations(`${label} (${name})`, (await axeFindings(page)).violations));
  }
  return found;
}

/** Loads a page, waits until it is interactive and checks it at both widths. */
async function checkPage(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  if (response?.status() !== 200 && !(path.startsWith("/no-such") && response?.status() === 404)) return [`${path}: HTTP ${response?.status()}`];
  await waitForHydration(page);
  return axeAtBothWidths(page, path);
}

for (let part = 0; part < AXE_PARTS; part++) {
  test(`axe finds no WCAG 2.2 A/AA violation on the sitemap's URLs, part ${part + 1} of ${AXE_PARTS}, at phone and desktop width`, async ({ browser, request }) => {
    test.setTimeout(480_000);
    const paths = (await sitemapPaths(request)).filter((_, index) => index % AXE_PARTS === part);
    expect(paths.length).toBeGreaterThan(50);
    // The cookie banner is answered, so it does not cover the pages; it has its own check below.
    const context = await browser.newContext({ viewport: widths.phone });
    await consent(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of paths) found.push(...(await checkPage(page, path)));
    await context.close();
    expect(found, `${found.length} violations on ${paths.length} URLs`).toEqual([]);
  });
}

test("axe finds no violation on the cookie banner, the not-found page and the staff area", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: widths.phone });
  const page = await context.newPage();
  const found: string[] = [];
  // The banner fades in a second after load; it is checked once it is fully shown.
  for (const path of ["/", "/?language=de"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect.poll(() => page.getByTestId("cookie-banner").evaluate((banner) => getComputedStyle(banner).opacity)).toBe("1");
    found.push(...(await axeAtBothWidths(page, `${path} with the cookie banner`)));
  }
  await consent(context);
  for (const path of ["/no-such-page", "/no-such-page?language=de"]) found.push(...(await checkPage(page, path)));

  const lead = await createLead(request);
  found.push(...(await checkPage(page, "/admin/login")));
  await page.getByLabel("Username").fill(staff.username);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin", `/admin/leads/quote/${lead}`, "/admin/erase"]) found.push(...(await checkPage(page, path)));
  await context.close();
  expect(found).toEqual([]);
});

/** A quote request with a second pet and a crate photo, so the lead page shows all its parts. */
async function createLead(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/submit-inquiry", {
    data: {
      petType: "dog", breed: "Boxer", weight: 28, isSnubNose: true, dimensions: { length: 80, width: 25, height: 65 },
      additionalPets: [{ petType: "cat", breed: "Persian", weight: 5, isSnubNose: false, dimensions: { length: 45, width: 15, height: 30 } }],
      departureAddress: "Hamburg", destinationAddress: "Toronto", travelDate: inDays(90),
      needPickup: true, needDelivery: false, hasOwnCrate: true,
      crateImage: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==",
      name: "Axe Check", email: `axe-${Date.now()}@example.org`, phone: "+49 40 123456", recaptchaToken: "recaptcha-not-loaded",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** vnu.jar from the vnu-jar package; run on the system's Java (Debian: default-jre-headless). */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runNu(folder: string): Promise<NuMessage[]> {
  return new Promise((done, fail) => {
    // --errors-only: warnings and info are advice; --exit-zero-always: the messages are judged here.
    execFile("java", ["-Xss1m", "-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", "--stdout", folder], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return fail(new Error(`The Nu checker did not run: ${error.message}\n${stderr}`));
      done((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
    });
  });
}

test("the Nu HTML checker finds no error in the HTML of any sitemap URL, the not-found page or the staff area", async ({ request }) => {
  test.setTimeout(300_000);
  const java = spawnSync("java", ["-version"]);
  if (java.error) throw new Error("No Java found: the Nu HTML checker needs a Java runtime (Debian: apt-get install -y default-jre-headless); .ci/run installs it.");
  const paths = [...(await sitemapPaths(request)), "/no-such-page", "/no-such-page?language=de"];
  expect(paths.length).toBeGreaterThan(250);
  const folder = resolve(test.info().outputPath("nu"));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  const save = (path: string, html: string) => {
    const file = join(folder, `${files.size}.html`);
    files.set(file, path);
    writeFileSync(file, html);
  };
  // Fetched as a first visit sends them (cookie banner included), eight at a time.
  for (let start = 0; start < paths.length; start += 8) {
    const batch = paths.slice(start, start + 8);
    const pages = await Promise.all(batch.map(async (path) => ({ path, response: await request.get(path, { maxRedirects: 0 }) })));
    for (const { path, response } of pages) {
      expect([200, 404], path).toContain(response.status());
      save(path, await response.text());
    }
  }
  // The staff area, signed in through its form.
  const staffArea = await request.post("/admin/login", { form: staff, maxRedirects: 0 });
  expect(staffArea.status()).toBe(302);
  const cookie = /arc_admin=[^;]+/.exec(staffArea.headers()["set-cookie"] ?? "")![0];
  for (const path of ["/admin", "/admin/erase"]) save(path, await (await request.get(path, { headers: { Cookie: cookie } })).text());
  save("/admin/login", await (await request.get("/admin/login")).text());

  const messages = await runNu(folder);
  const errors = messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const file = message.url ? new URL(message.url).pathname : "";
      return `${files.get(file) ?? file}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` — ${message.extract.trim().slice(0, 160)}` : ""}`;
    });
  expect(errors, `${errors.length} errors in ${files.size} pages`).toEqual([]);
});
