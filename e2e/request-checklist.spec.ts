/**
 * The request page's checklist as its owner keeps it: steps recorded done with their days, the plan
 * counting from them and saying when a day breaks a rule, with and without JavaScript, in both
 * languages; and the same checklist on the lead page, where staff correct a step and the history
 * names who did what.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatLongDate } from "../src/i18n/format.ts";
import { inDays } from "../src/test/fixtures.ts";
import { consent } from "./support/consent.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn, submitQuote } from "./support/leads.ts";
import { sinkURL } from "./support/env.ts";

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const remindersTo = async (address: string): Promise<Mail[]> => ((await (await fetch(`${sinkURL}/messages`)).json()) as Mail[]).filter((mail) => mail.to.includes(address) && /^(Reminder|Erinnerung):/.test(mail.subject));

const texts = {
  en: { record: "Record as done", change: "Change the date", doneOn: "Done on", save: "Save", saved: "Saved.", refused: "this date does not fit the rules", apart: "12 days apart", open: "Not done yet" },
  de: { record: "Als erledigt eintragen", change: "Datum ändern", doneOn: "Erledigt am", save: "Speichern", saved: "Gespeichert.", refused: "passt nicht zu den Regeln", apart: "12 Tage", open: "Noch nicht erledigt" },
} as const;

/** Opens a step's form (folded until asked for, and again after each change). */
async function openForm(step: Locator) {
  await expect(step.getByTestId("step-record").locator("details")).not.toHaveAttribute("open");
  await step.getByTestId("step-record").locator("summary").click();
}

/** Records a step of the checklist done on a day through its form, as an owner does. */
async function record(page: Page, stepId: string, day: string, lang: "en" | "de") {
  const step = page.locator(`[data-testid="request-checklist"] li[data-step="${stepId}"]`);
  await openForm(step);
  await step.getByLabel(texts[lang].doneOn).fill(day);
  await step.getByRole("button", { name: texts[lang].save }).click();
  await expect(step.getByTestId("step-saved")).toHaveText(new RegExp(`^${texts[lang].saved}`));
  return step;
}

const notes = (page: Page): Locator => page.locator('[data-testid="request-checklist"] [data-testid="planner-notes"]');

test.describe("the request page's checklist", () => {
  for (const [javaScriptEnabled, lang] of [[true, "en"], [false, "de"], [false, "en"], [true, "de"]] as const) {
    test(`the owner records steps with their days and the plan answers, ${javaScriptEnabled ? "with" : "without"} JavaScript, in ${lang === "de" ? "German" : "English"}`, async ({ browser, request }) => {
      const sent = await submitQuote(request, { email: `steps-${lang}-${javaScriptEnabled}-${Date.now()}@example.org`, travelDate: inDays(300) }, lang);
      const context = await browser.newContext({ javaScriptEnabled });
      await consent(context);
      const page = await context.newPage();
      await page.goto(sent.requestUrl);
      if (javaScriptEnabled) await waitForHydration(page);
      const first = inDays(-60);
      await record(page, "microchip", inDays(-70), lang);
      const vaccination = await record(page, "rabies-vaccination", first, lang);
      await expect(vaccination).toContainText(`${texts[lang].doneOn} ${formatLongDate(first, lang)}`);
      await expect(notes(page)).toHaveCount(0);
      // The request's calendar file leaves out the steps recorded done.
      const calendar = await page.request.get(new URL((await page.getByTestId("request-calendar").getAttribute("href"))!, page.url()).href);
      expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const events = await calendar.text();
      expect(events).toContain("BEGIN:VCALENDAR");
      expect(events).not.toMatch(/^UID:[^\r\n]*microchip/m);
      expect(events).toMatch(/^UID:[^\r\n]*titre-blood-sample/m);

      // Japan: the second vaccination 30 days after the first at least; 12 days is recorded, and the plan says it does not count.
      const second = await record(page, "rabies-vaccination-2", inDays(-48), lang);
      await expect(notes(page)).toContainText(texts[lang].apart);
      await expect(second.getByTestId("step-refused-day")).toContainText(texts[lang].refused);

      // Corrected to 35 days after the first: the note is gone and the step counts.
      await expect(second.getByTestId("step-record").locator("summary")).toHaveText(texts[lang].change);
      await record(page, "rabies-vaccination-2", inDays(-25), lang);
      await expect(notes(page)).toHaveCount(0);
      await expect(second.getByTestId("step-refused-day")).toHaveCount(0);
      await expect(second).toContainText(`${texts[lang].doneOn} ${formatLongDate(inDays(-25), lang)}`);

      // Taken back: the step is open again, with its deadline.
      await openForm(second);
      await second.getByRole("button", { name: texts[lang].open }).click();
      await expect(second).not.toContainText(`${texts[lang].doneOn} ${formatLongDate(inDays(-25), lang)}`);
      await expect(second.getByTestId("step-record").locator("summary")).toHaveText(texts[lang].record);
      // The team's own step has no form on the owner's page.
      await expect(page.locator('[data-testid="request-checklist"] li[data-step="document-preparation"]')).toBeVisible();
      await expect(page.locator('[data-testid="request-checklist"] li[data-step="document-preparation"] form')).toHaveCount(0);
      await context.close();
    });
  }

  test("staff see what the owner recorded, correct a step, and the history names who did what", async ({ browser, request, page }) => {
    const sent = await submitQuote(request, { email: `steps-staff-${Date.now()}@example.org`, travelDate: inDays(300) });
    const owner = await browser.newContext();
    await consent(owner);
    const ownerPage = await owner.newPage();
    await ownerPage.goto(sent.requestUrl);
    await waitForHydration(ownerPage);
    await record(ownerPage, "microchip", inDays(-20), "en");

    await signIn(page);
    await page.goto(`/admin/leads/quote/${sent.id}`);
    const checklist = page.getByTestId("admin-checklist");
    const microchip = checklist.locator('li[data-step="microchip"]');
    await expect(microchip).toContainText(`Done on ${formatLongDate(inDays(-20), "en")}`);
    await waitForHydration(page);
    await openForm(microchip);
    await microchip.getByLabel("Done on").fill(inDays(-21));
    await microchip.getByRole("button", { name: "Save" }).click();
    await expect(microchip).toContainText(`Done on ${formatLongDate(inDays(-21), "en")}`);
    const history = page.getByTestId("admin-history");
    await expect(history).toContainText(`The owner recorded “Microchip (ISO 11784/11785)” as done on ${formatLongDate(inDays(-20), "en")}`);
    await expect(history).toContainText(`recorded “Microchip (ISO 11784/11785)” as done on ${formatLongDate(inDays(-21), "en")}`);

    // The owner's page shows the team's correction.
    await ownerPage.reload();
    await expect(ownerPage.locator('li[data-step="microchip"]')).toContainText(`Done on ${formatLongDate(inDays(-21), "en")}`);
    await owner.close();
  });

  for (const [javaScriptEnabled, lang] of [[false, "de"], [true, "en"]] as const) {
    test(`the owner asks for reminders and gets one mail for the step due in 3 days, then stops them, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({ browser, request }) => {
      const email = `remind-${lang}-${Date.now()}@example.org`;
      // Tokyo in 3 days: the health certificate is due by then (the steps before it are past their deadlines).
      const sent = await submitQuote(request, { email, travelDate: inDays(3) }, lang);
      const context = await browser.newContext({ javaScriptEnabled });
      await consent(context);
      const page = await context.newPage();
      await page.goto(sent.requestUrl);
      if (javaScriptEnabled) await waitForHydration(page);
      const reminders = page.getByTestId("request-reminders");
      await reminders.getByRole("button", { name: lang === "de" ? "Erinnerungen einschalten" : "Send me reminders" }).click();
      await expect(page.getByTestId("reminders-changed")).toHaveText(lang === "de" ? "Die Erinnerungen sind eingeschaltet." : "Reminders are on.");
      await expect.poll(async () => (await remindersTo(email)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await remindersTo(email);
      expect(mail!.subject).toContain(lang === "de" ? "Amtliche Gesundheitsbescheinigung" : "Official health certificate");
      expect(mail!.text).toContain("#reminders");
      // Stopped, then asked for again: the reminder already sent is not sent twice.
      await page.reload();
      await page.getByTestId("request-reminders").getByRole("button", { name: lang === "de" ? "Erinnerungen ausschalten" : "Stop reminders" }).click();
      await expect(page.getByTestId("reminders-changed")).toHaveText(lang === "de" ? "Die Erinnerungen sind ausgeschaltet: Wir senden Ihnen keine mehr." : "Reminders are off: we send you no more.");
      await page.getByTestId("request-reminders").getByRole("button", { name: lang === "de" ? "Erinnerungen einschalten" : "Send me reminders" }).click();
      await expect(page.getByTestId("reminders-changed")).toBeVisible();
      await page.waitForTimeout(1_500);
      expect(await remindersTo(email)).toHaveLength(1);
      await context.close();
    });
  }
});
