/**
 * A quote request's private page: what its sender sees right after sending and later, the team's
 * updates with photos posted from the inbox, and what no one else may see or keep.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { UPDATE_BODY_LIMIT_BYTES } from "../src/lib/api/edge.ts";
import { inDays } from "../src/test/fixtures.ts";
import { baseURL, sinkURL } from "./support/env.ts";
import { signIn, submitQuote } from "./support/leads.ts";
import { consent } from "./support/consent.ts";
import { waitForHydration } from "./support/hydration.ts";

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (address: string): Promise<Mail[]> => ((await (await fetch(`${sinkURL}/messages`)).json()) as Mail[]).filter((mail) => mail.to.includes(address));

const photo = () => sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1" } }).toBuffer();

/**
 * A phone photo of about `bytes`: noise, which JPEG cannot compress (about 2.9 bytes a pixel at
 * quality 100 without chroma subsampling), so the file is as large as a real one.
 */
async function phonePhoto(bytes: number): Promise<Buffer> {
  const width = 1400;
  const height = Math.round(bytes / 2.92 / width);
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: "4:4:4" }).toBuffer();
  expect(Math.abs(jpeg.length - bytes) / bytes, `a photo of ${jpeg.length} bytes`).toBeLessThan(0.05);
  return jpeg;
}

/** The update form of a new quote request's page in the inbox, signed in on `page`, in `lang`. */
async function updateForm(page: Page, lang: "en" | "de" = "en") {
  const sent = await submitQuote(page.request, { email: `photos-${Date.now()}@example.org`, travelDate: inDays(310) });
  await signIn(page);
  await page.context().addCookies([{ name: "lang", value: lang, url: baseURL }]);
  await page.goto(`/admin/leads/quote/${sent.id}`);
  return page.getByTestId("owner-update-form");
}

test.describe("request page", () => {
  test("shows the reference, the status, what was sent and the dated checklist, in both languages", async ({ browser, request }) => {
    const sent = await submitQuote(request, { email: `page-${Date.now()}@example.org`, travelDate: inDays(300), name: "Aiko Tanaka" }, "de");
    expect(sent.requestUrl).toMatch(/^\/anfragen\/[a-z2-7]{32}$/);
    const token = sent.requestUrl.split("/").pop()!;
    for (const [path, texts] of [
      [`/requests/${token}`, ["Current status: Request received", "What happens next", "No updates yet", "Frankfurt am Main → Tokyo (NRT), Japan", "Your checklist for arrival on"]],
      [`/anfragen/${token}`, ["Aktueller Stand: Anfrage erhalten", "So geht es weiter", "Noch keine Neuigkeiten", "Ihre Checkliste für die Ankunft am"]],
    ] as const) {
      const context = await browser.newContext();
      await consent(context);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByTestId("request-reference")).toContainText(sent.reference);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${path.startsWith("/anfragen") ? "Ihre Anfrage" : "Your request"} ${sent.reference}`);
      for (const text of texts) await expect(page.getByTestId("request-page")).toContainText(text);
      await expect(page.getByTestId("request-stages").locator('[aria-current="step"]')).toHaveCount(1);
      await expect(page.getByTestId("request-calendar")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await context.close();
    }
  });

  test("a staff update with a photo appears on the page and reaches the owner by mail, once", async ({ page, request }) => {
    const email = `update-${Date.now()}@example.org`;
    const sent = await submitQuote(request, { email, travelDate: inDays(320) });
    await signIn(page);
    await page.goto(`/admin/leads/quote/${sent.id}`);
    const form = page.getByTestId("owner-update-form");
    await form.getByLabel("Status after this update").selectOption("documents_checked");
    await form.getByLabel("Message to the owner").fill("The rabies titre test result arrived: all good.");
    await form.getByLabel(/Photos/).setInputFiles({ name: "certificate.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await form.getByRole("button", { name: "Post update and email the owner" }).click();
    await expect(page.getByText("Update posted; the owner's email is on its way.")).toBeVisible();
    await expect(page.getByTestId("admin-updates")).toContainText("The rabies titre test result arrived");
    // The next update starts at the stage reached, and the sale moved with the journey.
    await expect(form.getByLabel("Status after this update")).toHaveValue("documents_checked");
    await expect(page.getByLabel("Change status")).toHaveValue("booked");

    // A hostile "photo" is refused and nothing is posted.
    await form.getByLabel("Message to the owner").fill("Not a photo");
    await form.getByLabel(/Photos/).setInputFiles({ name: "evil.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<svg onload=alert(1)>") });
    await form.getByRole("button", { name: "Post update and email the owner" }).click();
    await expect(page.getByText("Please select a valid image file")).toBeVisible();
    await expect(page.getByTestId("admin-updates").locator("li")).toHaveCount(1);

    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes("Documents checked")).length, { timeout: 15_000 }).toBe(1);
    const [mail] = (await mailsTo(email)).filter((each) => each.subject.includes("Documents checked"));
    expect(mail!.subject).toBe(`Your request ${sent.reference}: Documents checked`);
    const link = /(\/requests\/[a-z2-7]{32})/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    const owner = await page.context().browser()!.newContext();
    const ownerPage = await owner.newPage();
    await ownerPage.goto(link!);
    await expect(ownerPage.getByTestId("request-stages").locator('[aria-current="step"]')).toContainText("Documents checked");
    const updates = ownerPage.getByTestId("request-updates");
    await expect(updates).toContainText("The rabies titre test result arrived: all good.");
    const image = updates.getByRole("img");
    await expect(image).toHaveCount(1);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    // The confirmation's link opens the same page.
    await ownerPage.goto(sent.requestUrl);
    await expect(ownerPage.getByTestId("request-updates")).toContainText("The rabies titre test result arrived");
    // Withdrawn by staff, no link opens it any more.
    await page.getByRole("button", { name: "Withdraw all links" }).click();
    await expect(page.getByText("The links were withdrawn.")).toBeVisible();
    for (const each of [link!, sent.requestUrl]) expect((await ownerPage.goto(each))!.status()).toBe(404);
    await expect(ownerPage.getByTestId("not-found")).toContainText("This link opens no request");
    await owner.close();
  });

  test("a staff update with two 4.3 MB phone photos is posted whole", async ({ page }) => {
    // Megabytes of photos to make, send and re-encode on a busy two-core machine.
    test.slow();
    const form = await updateForm(page);
    const photos = await Promise.all([1, 2].map(async (number) => ({ name: `phone-${number}.jpg`, mimeType: "image/jpeg", buffer: await phonePhoto(4_300_000) })));
    await form.getByLabel("Message to the owner").fill("Two photos of the crate from the phone.");
    await form.getByLabel(/Photos/).setInputFiles(photos);
    await form.getByRole("button", { name: "Post update and email the owner" }).click();
    await expect(page.getByText("Update posted; the owner's email is on its way.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("admin-updates").locator("li").first().getByRole("img")).toHaveCount(2);
  });

  test("a refused update says why in the staff's language and keeps the typed text, with and without JavaScript", async ({ browser }) => {
    // Megabytes of photos to make, send and re-encode on a busy two-core machine.
    test.slow();
    const text = "Die Box ist fertig, Fotos folgen.";
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const form = await updateForm(page, "de");
      // With JavaScript, the page's code in place first: a click before it arrives posts the plain form.
      if (javaScriptEnabled) await waitForHydration(page);
      const post = async (files: Array<{ name: string; mimeType: string; buffer: Buffer }>) => {
        await form.getByLabel("Nachricht an die Halterin oder den Halter").fill(text);
        await form.getByLabel(/Fotos/).setInputFiles(files);
        await form.getByRole("button", { name: /Neuigkeit veröffentlichen/ }).click();
      };
      // A file that is no photo: the server answers with the form again, its text in place.
      await post([{ name: "brief.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") }]);
      await expect(form.getByText("Bitte wählen Sie eine gültige Bilddatei")).toBeVisible();
      await expect(form.getByLabel("Nachricht an die Halterin oder den Halter")).toHaveValue(text);
      if (javaScriptEnabled) {
        // More than an update's body may carry: the server refuses it before reading it, and the page says so.
        const photo = await phonePhoto(4_300_000);
        const count = Math.floor(UPDATE_BODY_LIMIT_BYTES / photo.length) + 1;
        await post(Array.from({ length: count }, (_, index) => ({ name: `phone-${index}.jpg`, mimeType: "image/jpeg", buffer: photo })));
        await expect(form.getByText("Die Fotos sind zusammen zu groß")).toBeVisible({ timeout: 20_000 });
        await expect(form.getByLabel("Nachricht an die Halterin oder den Halter")).toHaveValue(text);
      }
      await expect(page.getByText("Noch keine Neuigkeiten")).toBeVisible();
      await context.close();
    }
  });

  test("is kept by no cache, names no other request, and answers a wrong link like a withdrawn one", async ({ request }) => {
    const a = await submitQuote(request, { email: `a-${Date.now()}@example.org`, name: "Owner Alpha", travelDate: inDays(330) });
    const b = await submitQuote(request, { email: `b-${Date.now()}@example.org`, name: "Owner Beta", travelDate: inDays(331) });
    for (const path of [a.requestUrl, `${a.requestUrl}.data`]) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      expect(first.headers()["cache-control"], path).toBe("private, no-store");
      if (!path.endsWith(".data")) {
        expect(first.headers()["x-robots-tag"]).toContain("noindex");
        // The private link goes to no other site as a Referer (this site's own forms post with their origin).
        expect(first.headers()["referrer-policy"]).toBe("same-origin");
        const body = await first.text();
        expect(body).toContain("Owner Alpha");
        expect(body).not.toContain("Owner Beta");
        expect(body).not.toContain(b.reference);
      }
      // Asked again, it is rendered anew (no stored copy answers, so no validator matches).
      const again = await request.get(path, { headers: { "If-None-Match": first.headers().etag ?? "*" } });
      expect(again.status(), path).toBe(200);
    }
    const wrong = await request.get(`/requests/${"a".repeat(32)}`);
    expect(wrong.status()).toBe(404);
    expect(wrong.headers()["cache-control"]).toBe("private, no-store");
    for (const malformed of ["/requests/short", `/requests/${"A".repeat(32)}`, "/requests/..%2f..%2fadmin", `/requests/${"a".repeat(32)}/photos/not-a-uuid`]) {
      expect((await request.get(malformed, { maxRedirects: 5 })).status(), malformed).toBe(404);
    }
    // robots.txt keeps crawlers off request pages.
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /requests/");
  });
});
