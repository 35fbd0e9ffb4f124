/**
 * The company's facts without a developer (`/admin/company`): staff fill them in, save a draft (the site shows
 * nothing of it), publish it, and every page that names a fact shows it within a minute, without a rebuild. A
 * refused post says why in the staff member's language and stores nothing. It changes what every page shows, so it
 * runs last and alone (its own project in playwright.config.ts).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/leads.ts";
import { newVisitor } from "./support/visitors.ts";
import { consent } from "./support/consent.ts";
import { staff } from "./support/env.ts";

const facts = {
  phone: "+49 69 90009 123",
  email: "office@example.com",
  legal_name: "Beispiel Tierflug GmbH (fictitious)",
  managing_directors: "Erika Mustermann",
  "register.court": "Amtsgericht Musterstadt",
  "register.number": "HRB 00000",
  vat_id: "DE000000000",
  "office.street": "Musterstraße 1",
  "office.postal_code": "12345",
  "office.city": "Musterstadt",
  "office.country": "DE",
  "membership1.issuer": "Example Animal Transport Association",
  "membership1.name_en": "Full member",
  "membership1.name_de": "Vollmitglied",
  "membership1.number": "EX-0001",
  "membership1.url": "https://directory.example.com/members/ex-0001",
  "review1.platform": "Example Reviews",
  "review1.url": "https://reviews.example.com/arc-pet-air",
  "social.instagram": "https://social.example.com/arc-pet-air",
};

const fill = async (page: Page, values: Record<string, string>) => {
  const form = page.getByTestId("company-form");
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
};
const versions = (page: Page) => page.getByTestId("company-history").locator("tbody tr");

test.describe.configure({ mode: "serial" });

test("a refused post says why in the staff member's language and stores nothing", async ({ page }) => {
  await signIn(page);
  await page.context().addCookies([{ name: "lang", value: "de", url: page.url() }]);
  await page.goto("/admin/company");
  const before = await versions(page).count();
  await fill(page, { phone: "069 1234", "membership1.issuer": "Example Board" });
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect(page.getByTestId("company-result")).toHaveText("Die Angaben wurden nicht gespeichert. Bitte korrigieren Sie die markierten Felder.");
  await expect(page.getByText("Bitte geben Sie eine internationale Nummer ein, die mit + beginnt, etwa +49 69 1234567.")).toBeVisible();
  await expect(page.getByText(/Eine Mitgliedschaft braucht Aussteller/).first()).toBeVisible();
  // What was typed stays for correcting.
  await expect(page.locator('[name="phone"]')).toHaveValue("069 1234");
  await page.goto("/admin/company");
  await expect(versions(page)).toHaveCount(before);
});

test("staff publish the facts without a rebuild: a draft shows nowhere, the published version on every page that names a fact", async ({ page, browser }) => {
  await signIn(page);
  await page.goto("/admin/company");
  await expect(page.getByTestId("company-shown")).toHaveText("No version is published yet: the site shows the facts the installation came with.");
  await fill(page, facts);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("company-result")).toContainText(/Version \d+ is saved as a draft/);
  const version = Number(/\d+/.exec((await page.getByTestId("company-result").textContent()) ?? "")![0]);

  // A visitor: the draft is nowhere.
  const { context, page: visitor } = await newVisitor(browser, { lang: "en" });
  await consent(context);
  await visitor.goto("/contact");
  await expect(visitor.locator('a[href^="tel:"]')).toHaveCount(0);

  await page.getByRole("button", { name: `Publish version ${version}` }).click();
  await expect(page.getByTestId("company-result")).toHaveText(`Version ${version} is published: every page shows it within a minute.`);
  await expect(page.getByTestId("company-shown")).toHaveText(`The site shows version ${version}.`);
  // Who saved and published it, and when.
  await expect(versions(page).first()).toContainText(new RegExp(`${version}.*by ${staff.username}.*by ${staff.username}`));

  // Within a minute, on the pages that name the facts: each server process forgets its kept pages when it sees the
  // new version (the one that published at once, the others within 15 s), and shared caches keep a page 60 s.
  const shows = (path: string, selector: string) =>
    expect.poll(async () => (await visitor.goto(path), await visitor.locator(selector).count()), { timeout: 60_000, message: `${selector} on ${path}` }).toBeGreaterThan(0);
  await shows("/contact", 'a[href="tel:+496990009123"]');
  await expect(visitor.getByTestId("contact-details")).toContainText("Musterstraße 1, 12345 Musterstadt, Germany");
  await expect(visitor.getByTestId("site-footer")).toContainText("24/7");
  await shows("/", '[data-testid="site-footer"] a[href="mailto:office@example.com"]');
  await expect(visitor.locator('a[href="https://directory.example.com/members/ex-0001"]').first()).toBeVisible();
  await expect(visitor.locator('a[href="https://social.example.com/arc-pet-air"]')).toBeVisible();
  await shows("/imprint", '[data-testid="imprint-facts"]:has-text("Beispiel Tierflug GmbH (fictitious)")');
  await expect(visitor.getByTestId("imprint-facts")).toContainText("HRB 00000");
  await shows("/uber-uns", 'a[href="https://reviews.example.com/arc-pet-air"]');
  await context.close();
});

test("staff upload a photo and name the team, a client's story and a destination's photo: the pages show them, the photo without its metadata", async ({ page, browser, request }) => {
  // Each page that shows the published facts may take up to 15 s more to come from the other server process (below).
  test.slow();
  const { context, page: visitor } = await newVisitor(browser, { lang: "en" });
  // As shipped, no sample testimonials stand in for stories that do not exist.
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { name: "Our services" }).or(visitor.locator("#services h2")).first()).toBeVisible();
  await expect(visitor.getByTestId("testimonials")).toHaveCount(0);
  // The about page names its team in words until staff name it with photos.
  await visitor.goto("/about");
  await expect(visitor.getByTestId("team")).toContainText("Katharina Brandt");
  await expect(visitor.getByTestId("team-members")).toHaveCount(0);

  // A camera's photo: lying on its side, with the camera and a position in its EXIF.
  const photo = await sharp({ create: { width: 1800, height: 1350, channels: 3, background: { r: 190, g: 140, b: 60 } } })
    .composite([{ input: { create: { width: 500, height: 400, channels: 3, background: { r: 30, g: 60, b: 160 } } }, left: 200, top: 150 }])
    .jpeg({ quality: 90 })
    .withExifMerge({ IFD0: { Make: "ExampleCam", Model: "Serial 12345", Orientation: "6" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 3/1 0/1" } })
    .toBuffer();
  await signIn(page);
  await page.goto("/admin/company");
  await page.getByLabel("Photo to upload").setInputFiles({ name: "team.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByTestId("company-result")).toContainText(/The photo is in the library as “Photo [0-9a-f]{6}”/);
  const name = /Photo ([0-9a-f]{6})/.exec((await page.getByTestId("company-result").textContent()) ?? "")![1]!;
  await expect(page.getByTestId("photo-library")).toContainText(`Photo ${name}`);

  const form = page.getByTestId("company-form");
  await fill(page, {
    "team1.name": "Erika Mustermann",
    "team1.role_en": "Managing director (test)",
    "team1.role_de": "Geschäftsführerin (Test)",
    "story1.pet": "Bello",
    "story1.owner": "Family M. (test)",
    "story1.route": "Frankfurt → Tokyo",
    "story1.quote_en": "A story of the browser test: every date was right.",
    "story1.quote_de": "Eine Geschichte des Browsertests: Jedes Datum stimmte.",
    "story1.consent_on": "2026-10-02",
  });
  for (const select of ["team1.photo", "story1.photo", "picture1.photo"]) await form.locator(`[name="${select}"]`).selectOption({ label: `Photo ${name}` });
  await form.locator('[name="picture1.page"]').selectOption("destination:japan/tokyo-nrt");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("company-result")).toContainText(/Version \d+ is saved as a draft/);
  const version = Number(/\d+/.exec((await page.getByTestId("company-result").textContent()) ?? "")![0]);
  await page.getByRole("button", { name: `Publish version ${version}` }).click();
  await expect(page.getByTestId("company-result")).toHaveText(`Version ${version} is published: every page shows it within a minute.`);

  // The about page names the person with the photo; the home page tells the story; Tokyo shows the photo.
  const loaded = (scope: Locator) => scope.locator("img").first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc);
  await expect.poll(async () => (await visitor.goto("/about"), await visitor.getByTestId("team-members").count()), { timeout: 60_000 }).toBe(1);
  // The people staff named take the place of those the page's text names: one team, never two.
  await expect(visitor.getByTestId("team")).not.toContainText("Katharina Brandt");
  const member = visitor.getByTestId("team-members").getByRole("listitem").filter({ hasText: "Erika Mustermann" });
  await expect(member).toContainText("Managing director (test)");
  await member.locator("img").scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(member)).toMatch(new RegExp(`/media/${name}[0-9a-f]{26}-\\d+\\.(avif|webp)$`));
  const path = (await member.locator("img").getAttribute("src"))!;
  // The process that took the publish shows it at once, every other one within 15 s (COMPANY_CHECK_MS):
  // with two server processes, a page may come from the other one, so each page is asked for until it shows the change.
  const showsAfterReload = (address: string, text: string) => expect.poll(async () => (await visitor.goto(address), (await visitor.content()).includes(text)), { timeout: 60_000 }).toBe(true);
  await showsAfterReload("/", "A story of the browser test: every date was right.");
  await expect(visitor.getByTestId("testimonials")).toContainText("A story of the browser test: every date was right.");
  await expect(visitor.getByTestId("testimonials")).toContainText("Frankfurt → Tokyo, with Bello");
  await showsAfterReload("/destinations/japan/tokyo-nrt", `/media/${name}`);
  await expect.poll(() => loaded(visitor.locator("article").first())).toMatch(new RegExp(`/media/${name}`));

  // Served as every picture of the site, kept by caches for a year, and carrying pixels only.
  const jpeg = await request.get(path);
  expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
  expect(jpeg.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const meta = await sharp(await jpeg.body()).metadata();
  expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([1200, 800, undefined, undefined]);
  expect((await jpeg.body()).includes("ExampleCam")).toBe(false);
  expect((await request.get(path.replace(".jpg", "-800.avif"))).headers()["content-type"]).toBe("image/avif");
  expect((await request.get(path.replace(/[0-9a-f]{32}/, "0".repeat(32)))).status()).toBe(404);
  await context.close();
});
