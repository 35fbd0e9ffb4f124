/**
 * A line to the team from the request page: the owner writes with a photo, with and without JavaScript
 * in both languages; the message is on their page and the lead page, and each sales address gets one
 * mail that links to the lead page and never carries the private link.
 */
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { inDays } from "../src/test/fixtures.ts";
import { consent } from "./support/consent.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn, submitQuote } from "./support/leads.ts";
import { sinkURL } from "./support/env.ts";

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const mailsAbout = async (reference: string): Promise<Mail[]> => ((await (await fetch(`${sinkURL}/messages`)).json()) as Mail[]).filter((mail) => mail.subject.includes(reference) && mail.to.includes("sales@arc.example"));

const texts = {
  en: { text: "Your message", photos: "Photos (optional)", send: "Send to the team", sent: "Sent. Our team answers here and by email.", required: "Please write your message" },
  de: { text: "Ihre Nachricht", photos: "Fotos (freiwillig)", send: "An das Team senden", sent: "Gesendet. Unser Team antwortet hier und per E-Mail.", required: "Bitte schreiben Sie Ihre Nachricht" },
} as const;

const photo = () => sharp({ create: { width: 90, height: 60, channels: 3, background: { r: 200, g: 160, b: 60 } } }).jpeg().withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1" } }).toBuffer();

test.describe("messages from the request page", () => {
  for (const [javaScriptEnabled, lang] of [[true, "en"], [false, "de"]] as const) {
    test(`the owner writes to the team with a photo, ${javaScriptEnabled ? "with" : "without"} JavaScript, in ${lang === "de" ? "German" : "English"}`, async ({ browser, request, page: staffPage }) => {
      const sent = await submitQuote(request, { email: `message-${lang}-${Date.now()}@example.org`, travelDate: inDays(300) }, lang);
      const context = await browser.newContext({ javaScriptEnabled });
      await consent(context);
      const page = await context.newPage();
      await page.goto(sent.requestUrl);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.getByTestId("message-form");
      const line = `Juno had her second vaccination today (${lang}).`;
      await form.getByLabel(texts[lang].text).fill(line);
      await form.getByLabel(texts[lang].photos).setInputFiles({ name: "vaccination.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await form.getByRole("button", { name: texts[lang].send }).click();
      await expect(page.getByTestId("message-sent")).toHaveText(texts[lang].sent);
      const messages = page.getByTestId("request-messages");
      await expect(messages).toContainText(line);
      // The photo is served through the private link, stripped of its metadata.
      const image = messages.locator("img");
      await expect(image).toHaveCount(1);
      const served = await page.request.get(new URL((await image.getAttribute("src"))!, page.url()).href);
      expect(served.status()).toBe(200);
      expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
      // A fresh form, empty.
      await expect(form.getByLabel(texts[lang].text)).toHaveValue("");

      // Staff read it on the lead page.
      await signIn(staffPage);
      await staffPage.goto(`/admin/leads/quote/${sent.id}`);
      await expect(staffPage.getByTestId("admin-messages")).toContainText(line);
      await expect(staffPage.getByTestId("admin-messages").locator("img")).toHaveCount(1);

      // One mail to sales, with the lead page's link and not the private one.
      await expect.poll(async () => (await mailsAbout(sent.reference)).filter((mail) => mail.text.includes(line)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = (await mailsAbout(sent.reference)).filter((each) => each.text.includes(line));
      expect(mail!.text).toContain(`/admin/leads/quote/${sent.id}`);
      expect(`${mail!.text}${mail!.html}`).not.toContain(sent.requestUrl.split("/").pop()!);
      await context.close();
    });
  }

  test("a message without text is refused in the owner's language, and nothing is sent", async ({ browser, request }) => {
    const sent = await submitQuote(request, { email: `message-empty-${Date.now()}@example.org`, travelDate: inDays(300) }, "de");
    const context = await browser.newContext({ javaScriptEnabled: false });
    await consent(context);
    const page = await context.newPage();
    await page.goto(sent.requestUrl);
    // The browser would stop an empty required field: blanks pass it, and the server refuses them.
    await page.getByTestId("message-form").getByLabel(texts.de.text).fill("   ");
    await page.getByTestId("message-form").getByRole("button", { name: texts.de.send }).click();
    await expect(page.getByTestId("message-form")).toContainText(texts.de.required);
    await expect(page.getByTestId("request-messages")).toHaveCount(0);
    await context.close();
  });
});
