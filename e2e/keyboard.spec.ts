/**
 * Keyboard-only walks in both languages, as a screen-reader user would go: every stop shows a
 * focus ring and follows the visual order, errors land focus on the first invalid field with its
 * message attached, a form's error summary is announced once, and closing a dialog or menu gives
 * focus back. Also axe on the open dialog and menu, which the sitemap walk never sees.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolation } from "./support/expect-axe.ts";
import { expectNoneOf } from "./support/expect-none.ts";
import { pageTexts } from "./support/texts.ts";
import { waitForFormCode, waitForHydration } from "./support/hydration.ts";
import { focused, focusedDescription, outOfOrder, recordAnnouncements, tabTo, tabWalk, timesAnnounced } from "./support/keyboard.ts";
import { consent } from "./support/consent.ts";


const languages = { en: { t: pageTexts("en"), home: "/", contact: "/contact", faq: "/faq", destinations: "/destinations" }, de: { t: pageTexts("de"), home: "/?language=de", contact: "/kontakt", faq: "/faq?language=de", destinations: "/destinationen" } };

/** A visit that has answered the cookie banner already. */
async function open(page: Page, path: string) {
  await consent(page.context());
  await page.goto(path);
  await waitForHydration(page);
}

for (const [lang, { t, home, contact, faq, destinations }] of Object.entries(languages)) {
  test.describe(`keyboard only (${lang})`, () => {
    test("quote dialog: opened from the header with Enter, every field in order with a focus ring, pets added and removed, a date picked, errors, Escape", async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, home);
      const opener = page.getByTestId("site-header").getByRole("link", { name: t("nav.getQuote") });
      await tabTo(page, opener);
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("quote.title") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("quote-form")).toBeVisible();
      await expectNoAxeViolation(page, "quote dialog", "[data-testid=quote-dialog]");

      // Every stop from the top of the dialog to Next (the first step's last control), in reading order, with a ring.
      const next = dialog.getByTestId("quote-next");
      const stops = await tabWalk(page, next, { within: "[data-testid=quote-dialog]" });
      expectNoneOf(stops, outOfOrder(stops), "stops out of reading order");
      // The controls on screen: the other steps' are hidden.
      const controls = await dialog.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea, button:not([tabindex='-1'])").filter({ visible: true }).count();
      // The date's segments are spinbuttons (divs) and count as stops too, so there are at least as many stops as controls.
      expect(stops.length).toBeGreaterThanOrEqual(controls);

      // Add a pet: focus moves into the new pet's first field; remove it: focus goes back to "Add another pet".
      const add = dialog.getByRole("button", { name: t("quote.addPet") });
      await tabTo(page, add, { backwards: true });
      await page.keyboard.press("Enter");
      await expect(dialog.getByTestId("additional-pet")).toHaveCount(1);
      const secondPet = dialog.getByTestId("additional-pet");
      await expect(secondPet.locator("select").first()).toBeFocused();
      const remove = dialog.getByRole("button", { name: t("quote.removePet").replace("{number}", "2") });
      await tabTo(page, remove, { backwards: true });
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("Enter");
      await expect(dialog.getByTestId("additional-pet")).toHaveCount(0);
      await expect(add).toBeFocused();

      // A date with the keyboard: open the calendar, go to next month, choose the day with Enter.
      const chooseDate = dialog.getByRole("button", { name: t("quote.chooseDate") });
      await tabTo(page, chooseDate);
      await page.keyboard.press("Enter");
      const calendar = page.getByRole("application");
      await expect(calendar).toBeVisible();
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("PageDown");
      await page.keyboard.press("ArrowRight");
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("Enter");
      await expect(calendar).toBeHidden();
      await expect(chooseDate).toBeFocused();
      await expect(dialog.locator("input[name=travelDate][hidden]")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

      // Next with errors: the summary is announced once, focus lands on the first invalid field, described by its message.
      await recordAnnouncements(page);
      await tabTo(page, next);
      await page.keyboard.press("Enter");
      const summary = dialog.getByRole("alert").filter({ hasText: t("validation.summaryTitle") });
      await expect(summary).toHaveCount(1);
      const weight = dialog.getByLabel(new RegExp(`^${t("quote.weight").replace(/[()]/g, "\\$&")}`)).first();
      await expect(weight).toBeFocused();
      await expect(weight).toHaveAttribute("aria-invalid", "true");
      expect(await focusedDescription(page)).not.toBe("");
      // Fixing fields one by one does not announce the summary again.
      await page.keyboard.type("12");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await timesAnnounced(page, t("validation.summaryTitle"))).toBe(1);

      // Escape closes the dialog and gives focus back to the button that opened it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("contact form: fields in order with a focus ring, errors land on the first invalid field", async ({ page }) => {
      await open(page, contact);
      const form = page.getByTestId("contact-form");
      await tabTo(page, form.locator("#contact-name"));
      // Focusing the form fetches its code (decision 035); the walk below is of the interactive form, which keeps the focus.
      await waitForFormCode(page);
      const stops = [await focused(page), ...(await tabWalk(page, form.getByTestId("contact-submit"), { within: "[data-testid=contact-form]" }))];
      expect(stops.every((stop) => stop.ring)).toBe(true);
      expectNoneOf(stops, outOfOrder(stops), "stops out of reading order");
      // name, email, subject, custom-subject link, message, privacy, terms, submit
      expect(stops.length).toBeGreaterThanOrEqual(8);

      // Submitting with errors: the summary is announced once, focus lands on the first invalid field, described by its message.
      await recordAnnouncements(page);
      await page.keyboard.press("Enter");
      await expect(form.getByRole("alert").filter({ hasText: t("validation.summary") })).toHaveCount(1);
      const name = form.locator("#contact-name");
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      expect(await focusedDescription(page)).not.toBe("");
      // No toast for a form the browser refused.
      await expect(page.getByTestId("toast-region")).toHaveCount(0);
      await page.keyboard.type("Lena");
      await page.keyboard.press("Tab");
      await expect(name).toHaveAttribute("aria-invalid", "false");
      expect(await timesAnnounced(page, t("validation.summary"))).toBe(1);
    });

    test("mobile menu: opens with Enter, its links take focus in order, Escape closes it and focus returns", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, home);
      const button = page.getByTestId("menu-button");
      await tabTo(page, button);
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("Enter");
      const menu = page.getByTestId("site-menu");
      await expect(menu).toBeVisible();
      await expectNoAxeViolation(page, "open mobile menu");
      const quote = menu.getByRole("link", { name: t("nav.getQuote") });
      const stops = await tabWalk(page, quote, { within: "#site-menu" });
      expectNoneOf(stops, outOfOrder(stops), "stops out of reading order");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });

    test("cookie banner: reached first after the skip link, answered with the keyboard, focus stays on the page", async ({ page }) => {
      await page.goto(home);
      await waitForHydration(page);
      const banner = page.getByTestId("cookie-banner");
      await expect.poll(() => banner.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
      await expectNoAxeViolation(page, "cookie banner");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: t("a11y.skipToContent") })).toBeFocused();
      const accept = banner.getByRole("button", { name: t("cookie.all") });
      const stops = await tabWalk(page, accept, { within: "[data-testid=cookie-banner]", limit: 5 });
      expect(stops.length).toBe(3);
      await page.keyboard.press("Enter");
      await expect(banner).toHaveCount(0);
      // Focus goes to the page's main content rather than being lost with the banner.
      await expect(page.locator("#main")).toBeFocused();
      expect((await page.context().cookies()).find((cookie) => cookie.name === "consent")?.value).toBe("all");
    });

    test("FAQ: questions open and close with Enter and Space, each on its own", async ({ page }) => {
      await open(page, faq);
      const items = page.getByTestId("faq-item");
      const second = items.nth(1).locator("summary");
      await tabTo(page, second);
      expect((await focused(page)).ring).toBe(true);
      await expect(items.nth(0)).toHaveAttribute("open", "");
      await expect(items.nth(1)).not.toHaveAttribute("open", "");
      await page.keyboard.press("Enter");
      await expect(items.nth(1)).toHaveAttribute("open", "");
      await expect(items.nth(0)).toHaveAttribute("open", "");
      await page.keyboard.press("Space");
      await expect(items.nth(1)).not.toHaveAttribute("open", "");
      // The answer's links come after the question in the tab order only while it is open.
      await page.keyboard.press("Tab");
      expect((await focused(page)).name).toContain("summary");
    });

    test("destination filters: search, country and region from the keyboard, the count announced", async ({ page }) => {
      await open(page, destinations);
      const filters = page.getByTestId("destination-filters");
      const search = filters.locator("#destination-q");
      await tabTo(page, search);
      expect((await focused(page)).ring).toBe(true);
      await recordAnnouncements(page);
      await page.keyboard.type("Frankfurt");
      const cards = page.getByTestId("destination-cards").getByTestId("destination-card");
      await expect(cards).toHaveCount(1);
      await expect(page.getByTestId("destinations-count")).toHaveAttribute("role", "status");
      await expect.poll(() => timesAnnounced(page, "1")).toBeGreaterThan(0);
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Tab");
      await expect(filters.locator("#destination-country")).toBeFocused();
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("ArrowDown");
      await expect(filters.locator("#destination-country")).not.toHaveValue("all");
      await page.keyboard.press("Tab");
      await expect(filters.locator("#destination-region")).toBeFocused();
      expect((await focused(page)).ring).toBe(true);
      await page.keyboard.press("ArrowDown");
      await expect(filters.locator("#destination-region")).not.toHaveValue("all");
    });
  });
}
