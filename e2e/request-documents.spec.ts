/**
 * Papers for the steps of the checklist, as the owner and team use them: the owner uploads a
 * photo and a PDF for two steps, staff accept one and ask for the other again, and the owner reads both
 * verdicts, in their language, with and without JavaScript. The PDF is never shown by the browser:
 * its preview is a picture drawn on the server, and the file comes only as a sandboxed download.
 */
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { inDays } from "../src/test/fixtures.ts";
import { plainPdf, pdfWithScript } from "../src/test/pdf.ts";
import { consent } from "./support/consent.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn, submitQuote } from "./support/leads.ts";

const texts = {
  en: { add: "Add a photo or PDF", send: "Upload", sent: "Uploaded. Our team checks it and tells you here.", pending: "Waiting for our check", accepted: "Accepted", again: "Please send it again: it is no longer valid.", refused: "This PDF cannot be accepted" },
  de: { add: "Foto oder PDF hinzufügen", send: "Hochladen", sent: "Hochgeladen. Unser Team prüft die Unterlage und sagt es Ihnen hier.", pending: "Wird von uns geprüft", accepted: "Angenommen", again: "Bitte senden Sie sie noch einmal: Sie ist nicht mehr gültig.", refused: "Dieses PDF können wir nicht annehmen" },
} as const;

const photo = () => sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 245, g: 242, b: 230 } } }).jpeg().withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1" } }).toBuffer();

async function upload(page: Page, stepId: string, file: { name: string; mimeType: string; buffer: Buffer }, lang: "en" | "de") {
  const step = page.locator(`[data-testid="request-checklist"] li[data-step="${stepId}"]`);
  await step.getByTestId("step-documents").locator("summary", { hasText: texts[lang].add }).click();
  await step.getByTestId("document-form").locator('input[type="file"]').setInputFiles(file);
  await step.getByTestId("document-form").getByRole("button", { name: texts[lang].send }).click();
  return step;
}

test.describe("papers for the checklist's steps", () => {
  for (const [javaScriptEnabled, lang] of [[true, "en"], [false, "de"]] as const) {
    test(`the owner uploads a photo and a PDF, staff give their verdicts, the owner reads them, ${javaScriptEnabled ? "with" : "without"} JavaScript, in ${lang === "de" ? "German" : "English"}`, async ({ browser, request, page: staffPage }) => {
      const sent = await submitQuote(request, { email: `documents-${lang}-${Date.now()}@example.org`, travelDate: inDays(300) }, lang);
      const owner = await browser.newContext({ javaScriptEnabled });
      await consent(owner);
      const page = await owner.newPage();
      await page.goto(sent.requestUrl);
      if (javaScriptEnabled) await waitForHydration(page);

      const chip = await upload(page, "microchip", { name: "chip.jpg", mimeType: "image/jpeg", buffer: await photo() }, lang);
      await expect(chip.getByTestId("document-sent")).toHaveText(texts[lang].sent);
      await expect(chip.getByTestId("document")).toHaveAttribute("data-status", "pending");
      const vaccination = await upload(page, "rabies-vaccination", { name: "certificate.pdf", mimeType: "application/pdf", buffer: plainPdf() }, lang);
      await expect(vaccination.getByTestId("document")).toContainText(texts[lang].pending);
      // The PDF shows as a picture of its first page; the file itself comes only as a sandboxed download.
      const preview = vaccination.getByTestId("document").locator("img");
      await expect.poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const file = await page.request.get(new URL((await vaccination.getByTestId("document").locator("a[download]").first().getAttribute("href"))!, page.url()).href);
      expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
      expect(file.headers()["content-security-policy"]).toContain("sandbox");
      // A PDF with a script is refused, in the owner's language.
      await upload(page, "titre-blood-sample", { name: "evil.pdf", mimeType: "application/pdf", buffer: pdfWithScript() }, lang);
      await expect(page.locator('li[data-step="titre-blood-sample"]').getByTestId("step-documents")).toContainText(texts[lang].refused);

      // Staff see both on the lead page, accept the photo and ask again for the PDF.
      await signIn(staffPage);
      await staffPage.goto(`/admin/leads/quote/${sent.id}`);
      await waitForHydration(staffPage);
      const staffChip = staffPage.locator('[data-testid="admin-checklist"] li[data-step="microchip"]');
      await staffChip.getByTestId("document-review").getByRole("button", { name: "Accept" }).click();
      await expect(staffChip.getByTestId("document")).toHaveAttribute("data-status", "accepted");
      const staffVaccination = staffPage.locator('[data-testid="admin-checklist"] li[data-step="rabies-vaccination"]');
      await staffVaccination.getByTestId("document-review").getByLabel("Reason for the owner").selectOption("expired");
      await staffVaccination.getByTestId("document-review").getByRole("button", { name: "Ask again" }).click();
      await expect(staffVaccination.getByTestId("document")).toHaveAttribute("data-status", "again");
      await expect(staffPage.getByTestId("admin-history")).toContainText("accepted a document of “Microchip (ISO 11784/11785)”");

      // The owner reads both verdicts in their language.
      await page.reload();
      await expect(page.locator('li[data-step="microchip"]').getByTestId("document")).toContainText(texts[lang].accepted);
      await expect(page.locator('li[data-step="rabies-vaccination"]').getByTestId("document")).toContainText(texts[lang].again);
      await owner.close();
    });
  }
});
