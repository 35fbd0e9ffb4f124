import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForFormCode, waitForHydration } from "./support/hydration.ts";
import { expectNoneOf } from "./support/expect-none.ts";
import { inDays } from "../src/test/fixtures.ts";
import { nextQuoteStep } from "./support/quote-steps.ts";
import { field, noScriptPage } from "./support/visitors.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The quote form's required fields, step by step with JavaScript; the travel date as a native input (no JavaScript) or in the calendar. */
async function fillQuote(page: Page, form: Locator, email: string, { calendar }: { calendar: boolean }) {
  await form.getByLabel(field("Weight (kg)")).first().fill("6.5");
  await form.locator("input[name='departureAddress']").fill("Hamburg");
  await form.locator("input[name='destinationAddress']").fill("Vienna");
  // Leaves the field, closing its suggestions (free text stays as typed).
  await form.locator("input[name='destinationAddress']").press("Tab");
  if (calendar) {
    await form.getByRole("button", { name: "Choose a date" }).click();
    const dialog = page.getByRole("application");
    await dialog.getByRole("button", { name: "Next", exact: true }).first().click();
    await dialog.getByRole("gridcell").getByRole("button", { name: /\b15\b/ }).first().click();
    await expect(dialog).toBeHidden();
  } else {
    await form.getByLabel("Travel date").fill(inDays(60));
  }
  await nextQuoteStep(form);
  await form.getByLabel(field("Full name")).fill("Lena Fischer");
  await form.getByLabel(field("Email")).fill(email);
  await form.getByLabel(field("Phone")).fill("+49 40 555 0101");
  await nextQuoteStep(form);
}

/**
 * The paths of the scripts the page requests from now on, and `release`: the deferred form's code
 * (`code`) is held back until the test calls it, so what the test types first goes into the
 * server's HTML form however long a busy machine takes between two steps.
 */
async function withFormCodeHeldBack(page: Page, code: RegExp): Promise<{ scripts: string[]; release: () => void }> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(code, async (route) => {
    await released;
    await route.continue();
  });
  return { scripts, release };
}

test.describe("FAQ: 'still have questions' leads to the inquiry form at the bottom of the page", () => {
  test("with JavaScript: no form code before the form is near, what was typed is kept, and the request is sent", async ({ page }) => {
    const { scripts, release } = await withFormCodeHeldBack(page, /\/assets\/InlineInquiryForm-[\w-]+\.js$/);
    await page.goto("/faq");
    // The page's own scripts start at the first interaction (decision 035); the form's code must not come with them.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expectNoneOf(scripts, scripts.filter((path) => /QuoteForm|InlineInquiry/.test(path)), "form code before the form is near");

    await page.getByRole("link", { name: "Ask us directly" }).click();
    await expect(page).toHaveURL(/\/faq#inquiry$/);
    const section = page.locator("#inquiry");
    await expect(section.getByTestId("quote-form")).toBeInViewport();
    await section.getByLabel(field("Full name")).fill("Lena");
    release();
    await expect(page.locator("#faq-inquiry")).toHaveAttribute("data-interactive", "true");
    await expect(section.getByLabel(field("Full name"))).toHaveValue("Lena");
    expect(scripts.some((path) => /QuoteForm/.test(path))).toBe(true);

    await fillQuote(page, section.getByTestId("quote-form"), `faq-${Date.now()}@example.org`, { calendar: true });
    await section.getByTestId("quote-submit").click();
    await expect(page.getByText("Quote Request Received")).toBeVisible();
    await expect(page).toHaveURL(/\/requests\/[a-z2-7]{32}$/);
  });

  test("without JavaScript: a plain anchor, and the form posts to the quote page", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/faq");
    await page.getByRole("link", { name: "Ask us directly" }).click();
    await expect(page).toHaveURL(/\/faq#inquiry$/);
    const form = page.locator("#inquiry").getByTestId("quote-form");
    await expect(form).toBeInViewport();
    await fillQuote(page, form, `faq-nojs-${Date.now()}@example.org`, { calendar: false });
    await form.getByTestId("quote-submit").click();
    // Posted to the quote page, stored, and on to the request's private page.
    await expect(page).toHaveURL(/\/requests\/[a-z2-7]{32}$/);
    await expect(page.getByText("Thank you, Lena Fischer.")).toBeVisible();
    await context.close();
  });
});

test("a slow navigation shows the progress bar and the page's loading view, and both go when it arrives", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/destinations/germany/frankfurt-fra");
  await waitForHydration(page);
  // Every client-side data request now takes 4 s: long enough that a loaded machine still sees
  // the bar, the announcement and the loading view while it waits.
  await page.route(/\.data(\?|$)/, async (route) => {
    await sleep(4_000);
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { name: "Page loading" });
  const status = page.getByTestId("navigation-progress-status");

  await page.getByTestId("explore-more").getByRole("link").first().click();
  await expect(bar).toBeVisible();
  await expect(status).toHaveText("Loading…");
  await expect(page.getByTestId("destination-skeleton")).toBeVisible();
  await expect(page.getByTestId("quick-facts")).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveCount(0);
  await expect(status).toHaveText("");
  await expect(page.getByTestId("destination-skeleton")).toHaveCount(0);

  await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/, { timeout: 15_000 });
  await page.locator("main a[href^='/blog/']").first().click();
  await expect(page.getByTestId("post-loading")).toHaveText("Loading...");
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("post-loading")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test.describe("contact form", () => {
  test("the server-rendered subject has exactly one selected option, and not the disabled one", async ({ request }) => {
    for (const path of ["/contact", "/kontakt"]) {
      const select = /<select[^>]*name="subject"[^>]*>(.*?)<\/select>/s.exec(await (await request.get(path)).text())?.[1] ?? "";
      const selected = select.match(/<option[^>]*\bselected\b[^>]*>/g) ?? [];
      expect(selected, path).toHaveLength(1);
      expect(selected[0], path).not.toContain("disabled");
    }
  });

  /** The form once it is interactive (it validates in the browser from then on). */
  /** The interactive contact form: its code arrives when the form is first used (at once when a draft is saved). */
  async function contactForm(page: Page) {
    const form = page.getByTestId("contact-form");
    await form.getByRole("textbox").first().focus();
    await expect(form).toHaveAttribute("novalidate", "");
    return form;
  }

  test("no form code until the form is used; what was typed before it arrived is kept, with the focus", async ({ page }) => {
    const { scripts, release } = await withFormCodeHeldBack(page, /\/assets\/ContactForm-[\w-]+\.js$/);
    await page.goto("/contact");
    // The page's own scripts start at the first interaction (decision 035); the form's code must not come with them.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expectNoneOf(scripts, scripts.filter((path) => /\/ContactForm-|\/lead-forms-/.test(path)), "form code before the form is used");
    await expect(page.locator("#contact-form-area")).toHaveAttribute("data-interactive", "false");

    const form = page.getByTestId("contact-form");
    await form.getByLabel(field("Name")).pressSequentially("Mia", { delay: 50 });
    release();
    await waitForFormCode(page);
    expect(scripts.some((path) => /\/ContactForm-/.test(path))).toBe(true);
    await expect(form.getByLabel(field("Name"))).toHaveValue("Mia");
    await expect(form.getByLabel(field("Name"))).toBeFocused();
    await page.keyboard.type(" Roth");
    await expect(form.getByLabel(field("Name"))).toHaveValue("Mia Roth");
    // The interactive form checks on its own now.
    await form.getByTestId("contact-submit").click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("tabbing on while the form's code arrives keeps the place: a link without an id keeps the focus", async ({ page }) => {
    const { release } = await withFormCodeHeldBack(page, /\/assets\/ContactForm-[\w-]+\.js$/);
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByTestId("contact-form");
    const link = form.getByRole("link", { name: "Specify custom subject" });
    await expect(link).not.toHaveAttribute("id");
    // Focusing the form starts loading its code; the link is reached before the code arrives.
    await form.getByLabel(field("Name")).focus();
    await link.focus();
    release();
    await waitForFormCode(page);
    await expect(form.getByRole("link", { name: "Specify custom subject" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(field("Message"))).toBeFocused();
  });

  test("a network failure shows the form's own text, not the browser's, and keeps the values", async ({ page }) => {
    await page.route("**/api/submit-contact**", (route) => route.abort("failed"));
    await page.goto("/contact");
    const form = await contactForm(page);
    await form.getByLabel(field("Name")).fill("Jonas Weber");
    await form.getByLabel(field("Email")).fill("jonas@example.org");
    await form.getByLabel(field("Subject")).selectOption({ label: "Feedback" });
    await form.getByLabel(field("Message")).fill("Offline for a moment, sorry.");
    await form.getByTestId("contact-submit").click();
    await expect(page.getByText("Error submitting the form. Please try again.")).toBeVisible();
    await expect(page.getByText("Failed to fetch")).toHaveCount(0);
    await expect(form.getByLabel(field("Message"))).toHaveValue("Offline for a moment, sorry.");
  });

  test("a draft survives a reload and is gone once the message is sent", async ({ page }) => {
    const drafts = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("draft:")));
    await page.goto("/kontakt");
    let form = await contactForm(page);
    await form.getByLabel(field("Name")).fill("Ida Schmidt");
    await form.getByLabel(field("E-Mail")).fill(`entwurf-${Date.now()}@example.org`);
    await form.getByLabel(field("Betreff")).selectOption({ label: "Eigener Betreff..." });
    await form.getByRole("textbox", { name: field("Betreff") }).fill("Umzug mit zwei Katzen");
    await form.getByLabel(field("Nachricht")).fill("Wir ziehen im Frühjahr nach Wien.");

    await page.reload();
    form = await contactForm(page);
    await expect(page.getByTestId("contact-draft-restored")).toBeVisible();
    await expect(form.getByLabel(field("Name"))).toHaveValue("Ida Schmidt");
    await expect(form.getByRole("textbox", { name: field("Betreff") })).toHaveValue("Umzug mit zwei Katzen");
    await expect(form.getByLabel(field("Nachricht"))).toHaveValue("Wir ziehen im Frühjahr nach Wien.");

    await form.getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-thank-you")).toContainText("Vielen Dank, Ida Schmidt!");
    expect(await drafts()).toEqual([]);
    await page.reload();
    form = await contactForm(page);
    await expect(form.getByLabel(field("Name"))).toHaveValue("");
    await expect(page.getByTestId("contact-draft-restored")).toHaveCount(0);
  });

  test("without usable storage nothing is kept and the form still works", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, "sessionStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      }),
    );
    await page.goto("/contact");
    const form = await contactForm(page);
    await form.getByLabel(field("Name")).fill("Jonas Weber");
    await page.reload();
    await expect(await contactForm(page).then((reloaded) => reloaded.getByLabel(field("Name")))).toHaveValue("");
    await expect(page.getByTestId("contact-draft-restored")).toHaveCount(0);
  });
});
