/**
 * The owner's working file from end to end, as one owner and one team member use it: a quote for
 * Tokyo; a second vaccination recorded too soon after the first, which the plan refuses and names,
 * then a valid day; a photo and a PDF for two steps; reminders asked for; a message to the team. Then
 * staff see all of it on the lead page, accept one paper and ask for the other again; and the owner
 * reads both verdicts. With and without JavaScript, in both languages.
 */
import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatLongDate } from "../src/i18n/format.ts";
import { inDays } from "../src/test/fixtures.ts";
import { plainPdf } from "../src/test/pdf.ts";
import { consent } from "./support/consent.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn, submitQuote } from "./support/leads.ts";

const words = {
  en: { record: "Record as done", doneOn: "Done on", save: "Save", apart: "12 days apart", add: "Add a photo or PDF", upload: "Upload", remind: "Send me reminders", reminding: "Reminders are on.", message: "Your message", send: "Send to the team", accepted: "Accepted", again: "Please send it again: it cannot be read." },
  de: { record: "Als erledigt eintragen", doneOn: "Erledigt am", save: "Speichern", apart: "12 Tage", add: "Foto oder PDF hinzufügen", upload: "Hochladen", remind: "Erinnerungen einschalten", reminding: "Die Erinnerungen sind eingeschaltet.", message: "Ihre Nachricht", send: "An das Team senden", accepted: "Angenommen", again: "Bitte senden Sie sie noch einmal: Sie ist nicht lesbar." },
} as const;

const stepOf = (page: Page, id: string) => page.locator(`[data-testid="request-checklist"] li[data-step="${id}"]`);

async function recordDay(step: Locator, day: string, lang: "en" | "de") {
  await step.getByTestId("step-record").locator("summary").click();
  await step.getByTestId("step-record").getByLabel(words[lang].doneOn).fill(day);
  await step.getByTestId("step-record").getByRole("button", { name: words[lang].save }).click();
  await expect(step.getByTestId("step-saved")).toBeVisible();
}

async function addPaper(step: Locator, file: { name: string; mimeType: string; buffer: Buffer }, lang: "en" | "de") {
  await step.getByTestId("step-documents").locator("summary", { hasText: words[lang].add }).click();
  await step.getByTestId("document-form").locator('input[type="file"]').setInputFiles(file);
  await step.getByTestId("document-form").getByRole("button", { name: words[lang].upload }).click();
  await expect(step.getByTestId("document-sent")).toBeVisible();
}

for (const [javaScriptEnabled, lang] of [[true, "en"], [false, "de"], [false, "en"], [true, "de"]] as const) {
  test(`an owner keeps their journey's file and the team answers, ${javaScriptEnabled ? "with" : "without"} JavaScript, in ${lang === "de" ? "German" : "English"}`, async ({ browser, request, page: staffPage }) => {
    test.slow();
    const sent = await submitQuote(request, { email: `journey-${lang}-${javaScriptEnabled}-${Date.now()}@example.org`, travelDate: inDays(300) }, lang);
    const owner = await browser.newContext({ javaScriptEnabled });
    await consent(owner);
    const page = await owner.newPage();
    await page.goto(sent.requestUrl);
    if (javaScriptEnabled) await waitForHydration(page);

    // The microchip and the first vaccination, then a second one only 12 days later: Japan asks for 30.
    await recordDay(stepOf(page, "microchip"), inDays(-70), lang);
    await recordDay(stepOf(page, "rabies-vaccination"), inDays(-60), lang);
    await recordDay(stepOf(page, "rabies-vaccination-2"), inDays(-48), lang);
    await expect(page.locator('[data-testid="request-checklist"] [data-testid="planner-notes"]')).toContainText(words[lang].apart);
    await recordDay(stepOf(page, "rabies-vaccination-2"), inDays(-25), lang);
    await expect(page.locator('[data-testid="request-checklist"] [data-testid="planner-notes"]')).toHaveCount(0);
    await expect(stepOf(page, "rabies-vaccination-2")).toContainText(`${words[lang].doneOn} ${formatLongDate(inDays(-25), lang)}`);

    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 245, g: 240, b: 225 } } }).jpeg().toBuffer();
    await addPaper(stepOf(page, "microchip"), { name: "chip.jpg", mimeType: "image/jpeg", buffer: photo }, lang);
    await addPaper(stepOf(page, "rabies-vaccination"), { name: "certificate.pdf", mimeType: "application/pdf", buffer: plainPdf() }, lang);

    await page.getByTestId("request-reminders").getByRole("button", { name: words[lang].remind }).click();
    await expect(page.getByTestId("reminders-changed")).toHaveText(words[lang].reminding);

    const line = `Can Juno keep her blanket on the flight? (${lang}, ${javaScriptEnabled})`;
    await page.getByTestId("message-form").getByLabel(words[lang].message).fill(line);
    await page.getByTestId("message-form").getByRole("button", { name: words[lang].send }).click();
    await expect(page.getByTestId("message-sent")).toBeVisible();

    // The team sees all of it on the lead page.
    await signIn(staffPage);
    await staffPage.goto(`/admin/leads/quote/${sent.id}`);
    await waitForHydration(staffPage);
    const checklist = staffPage.getByTestId("admin-checklist");
    await expect(checklist.locator('li[data-step="rabies-vaccination-2"]')).toContainText(`Done on ${formatLongDate(inDays(-25), "en")}`);
    await expect(staffPage.getByTestId("admin-reminders")).toHaveText("The owner asked for reminder mails before each open step's deadline.");
    await expect(staffPage.getByTestId("admin-messages")).toContainText(line);
    await checklist.locator('li[data-step="microchip"]').getByTestId("document-review").getByRole("button", { name: "Accept" }).click();
    await expect(checklist.locator('li[data-step="microchip"]').getByTestId("document")).toHaveAttribute("data-status", "accepted");
    await checklist.locator('li[data-step="rabies-vaccination"]').getByTestId("document-review").getByRole("button", { name: "Ask again" }).click();
    await expect(checklist.locator('li[data-step="rabies-vaccination"]').getByTestId("document")).toHaveAttribute("data-status", "again");

    // The owner reads both verdicts.
    await page.reload();
    await expect(stepOf(page, "microchip").getByTestId("document")).toContainText(words[lang].accepted);
    await expect(stepOf(page, "rabies-vaccination").getByTestId("document")).toContainText(words[lang].again);
    await owner.close();
  });
}
