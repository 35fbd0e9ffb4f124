/**
 * Findings of a point-by-point check of docs/requirements.md, each held by a test: the quote form's
 * travel row, failed navigations, inline forms after success, the travel-date window, the metadata
 * of content not-found pages, and smaller gaps.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { formatLongDate } from "../src/i18n/format.ts";
import { lastCalendarDate, travelDateWindow } from "../src/lib/travel-window.ts";
import { inDays, validInquiry } from "../src/test/fixtures.ts";
import { baseURL } from "./support/env.ts";
import { waitForFormCode, waitForHydration } from "./support/hydration.ts";
import { nextQuoteStep } from "./support/quote-steps.ts";
import { freePort, startServer, type ServerProcess } from "./support/server-process.ts";
import { consent } from "./support/consent.ts";
import { field } from "./support/visitors.ts";

const langs = [
  { lang: "en", contact: "/contact" },
  { lang: "de", contact: "/kontakt" },
] as const;

async function openQuoteDialog(page: Page, path: string) {
  await consent(page.context());
  await page.goto(path);
  await waitForHydration(page);
  await page.locator("[data-quote-trigger]:visible").first().click();
  const dialog = page.getByTestId("quote-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

test.describe("the quote form's travel row", () => {
  for (const width of [768, 1024, 1366]) {
    for (const { lang, contact } of langs) {
      test(`no field runs into another at ${width} px (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const dialog = await openQuoteDialog(page, contact);
        const fieldset = dialog.locator("fieldset", { has: page.locator("[name=departureAddress]") });
        await fieldset.scrollIntoViewIfNeeded();
        // Each field of the row, and the label and control box inside it.
        const fields = await fieldset.locator(":scope > div").first().evaluate((row) =>
          [...row.children]
            .filter((child) => child instanceof HTMLElement && child.getBoundingClientRect().width > 1)
            .map((child) => {
              const parts = [child.querySelector("label"), child.querySelector("[class] > input, [data-rac][role=group], input")].filter((part): part is Element => !!part);
              const box = (element: Element) => {
                const { x, y, width: w, height } = element.getBoundingClientRect();
                return { x, y, width: w, height };
              };
              return { box: box(child), parts: parts.map(box), scroll: child.scrollWidth - child.clientWidth };
            }),
        );
        expect(fields).toHaveLength(3);
        for (const [index, field] of fields.entries()) {
          // Nothing inside a field is wider than the field.
          for (const part of field.parts) expect(part.x + part.width).toBeLessThanOrEqual(field.box.x + field.box.width + 0.5);
          for (const other of fields.slice(index + 1)) {
            expect(intersects(field.box, other.box)).toBe(false);
            for (const part of field.parts) for (const otherPart of other.parts) expect(intersects(part, otherPart)).toBe(false);
          }
        }
        await page.screenshot({ path: `test-results/travel-row-${lang}-${width}.png` });
      });
    }
  }
});


test.describe("a navigation whose data cannot be loaded", () => {
  const cases = [
    { lang: "en", from: "/contact", link: "About Us", to: "/about", error: "Something went wrong", reload: "Reload page" },
    { lang: "de", from: "/kontakt", link: "Über uns", to: "/uber-uns", error: "Etwas ist schiefgelaufen", reload: "Seite neu laden" },
  ] as const;
  for (const { lang, from, link, to, error, reload } of cases) {
    test(`keeps the page's language and stored consent, and offers a reload (${lang})`, async ({ page }) => {
      await consent(page.context());
      await page.goto(from);
      await waitForHydration(page);
      await page.route("**/*.data*", (route) => route.abort("connectionreset"));
      await page.getByRole("banner").getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByTestId("error-view")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(error);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // No raw message key anywhere, and the banner stays away (it would show after a second).
      await page.waitForTimeout(1_500);
      await expect(page.locator("body")).not.toContainText(/\b(nav|error|cookie|footer)\.[a-zA-Z]+/);
      await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
      await page.unroute("**/*.data*");
      await page.getByRole("link", { name: reload }).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByTestId("error-view")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(error);
    });
  }

  for (const { lang, list, title } of [
    { lang: "en", list: "/destinations", title: "Destination Not Found" },
    { lang: "de", list: "/destinationen", title: "Reiseziel nicht gefunden" },
  ] as const) {
    test(`a destination shows its own not-found view, with a reload (${lang})`, async ({ page }) => {
      await consent(page.context());
      await page.goto(list);
      await waitForHydration(page);
      await page.route("**/*.data*", (route) => route.abort("connectionreset"));
      await page.locator(`main a[href^="${list}/"]`).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("reload")).toBeVisible();
      await expect(page.getByTestId("not-found").locator(`a[href="${list}"]`)).toBeVisible();
      await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    });
  }
});

/** Weight, places and a date picked in the calendar, the contact details, a measurement: a quote the form accepts, step by step. */
async function fillQuote(page: Page, form: ReturnType<Page["getByTestId"]>, email: string) {
  await form.getByLabel(field("Weight (kg)")).first().fill("12.5");
  await form.getByRole("combobox", { name: "Departure (city or address)" }).fill("Frankfurt am Main");
  await form.getByRole("combobox", { name: "Destination (city or address)" }).fill("Lisbon");
  await form.getByRole("combobox", { name: "Destination (city or address)" }).press("Tab");
  await form.getByRole("button", { name: "Choose a date" }).click();
  const calendar = page.getByRole("application");
  await calendar.getByRole("button", { name: "Next", exact: true }).first().click();
  await calendar.getByRole("gridcell").getByRole("button", { name: /\b15\b/ }).first().click();
  await expect(calendar).toBeHidden();
  await nextQuoteStep(form);
  await form.getByLabel(field("Full name")).fill("Mara Stein");
  await form.getByLabel(field("Email")).fill(email);
  await form.getByLabel(field("Phone")).fill("+49 69 555 0199");
  await nextQuoteStep(form);
  await form.getByLabel(field("Length")).first().fill("60");
}

test.describe("inline quote forms after success", () => {
  for (const path of ["/services", "/faq", "/quote"]) {
    test(`lead to the confirmation, and start afresh on the way back, so a second request repeats nothing (${path})`, async ({ page }) => {
      await consent(page.context());
      await page.goto(path);
      await waitForHydration(page);
      const form = page.getByTestId("quote-form").last();
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel(field("Weight (kg)")).first().focus();
      await expect(form.getByRole("combobox", { name: "Departure (city or address)" })).toBeVisible();
      await fillQuote(page, form, `reset-${Date.now()}@example.org`);
      await form.getByTestId("quote-submit").click();
      await expect(page.getByText("Quote Request Received")).toBeVisible();
      await expect(page).toHaveURL(/\/requests\/[a-z2-7]{32}$/);
      await expect(page.getByTestId("request-reference")).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const fresh = page.getByTestId("quote-form").last();
      await fresh.scrollIntoViewIfNeeded();
      for (const label of ["Weight (kg)", "Length", "Full name", "Email", "Phone"]) await expect(fresh.getByLabel(field(label)).first(), label).toHaveValue("");
      await expect(fresh.getByRole("combobox", { name: "Departure (city or address)" })).toHaveValue("");
      // The fresh form starts on its first step, and going on at once is refused for the missing values instead of repeating the last request.
      await fresh.getByTestId("quote-next").click();
      await expect(fresh.getByText("Please enter your pet's weight", { exact: true })).toBeVisible();
    });
  }
});

test.describe("the travel-date window: two years ahead", () => {
  const { min, max } = travelDateWindow();
  const yesterday = inDays(-1);
  const afterLast = inDays(731);

  test("the API takes today, 700 days and 730 days ahead (a date after the calendar's last month), and refuses yesterday and 731 days in the visitor's language", async ({ request }) => {
    expect(max).toBe(inDays(730));
    const post = (travelDate: string, language: "en" | "de" = "en") =>
      request.post("/api/submit-inquiry", {
        data: { ...validInquiry(), email: `window-${travelDate}-${language}-${Date.now()}@example.org`, travelDate },
        headers: { Origin: baseURL, "Accept-Language": language },
      });
    for (const date of [min, inDays(700), max]) expect((await post(date)).status(), date).toBe(201);
    expect((await post(yesterday)).status(), yesterday).toBe(400);
    for (const [language, message] of [
      ["en", "Please choose a travel date from today up to two years ahead."],
      ["de", "Bitte wählen Sie ein Reisedatum von heute bis in zwei Jahren."],
    ] as const) {
      const refused = await post(afterLast, language);
      expect(refused.status(), `${afterLast} ${language}`).toBe(400);
      expect(((await refused.json()) as { details: Array<{ path: string; message: string }> }).details).toContainEqual({ path: "travelDate", message });
    }
  });

  for (const { lang, path, message } of [
    { lang: "en", path: "/quote", message: "Please choose a travel date from today up to two years ahead." },
    { lang: "de", path: "/angebot", message: "Bitte wählen Sie ein Reisedatum von heute bis in zwei Jahren." },
  ] as const) {
    test(`without JavaScript the date field has the window's bounds and a posted yesterday is refused (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await consent(context);
      const page = await context.newPage();
      await page.goto(path);
      const date = page.getByTestId("quote-form").locator("input[name=travelDate]");
      await expect(date).toHaveAttribute("min", min);
      await expect(date).toHaveAttribute("max", max);
      await date.evaluate((input: HTMLInputElement, value) => {
        input.removeAttribute("min");
        input.value = value;
      }, yesterday);
      await page.getByTestId("quote-submit").click();
      // Exactly the field's message: the error summary repeats it after the field's label.
      await expect(page.getByTestId("quote-form").getByText(message, { exact: true })).toBeVisible();
      await context.close();
    });
  }

  for (const { lang, path, typed } of [
    // The date picker's segments in the page's order: month, day, year in English; day, month, year in German.
    { lang: "en", path: "/contact", typed: `${max.slice(5, 7)}${max.slice(8, 10)}${max.slice(0, 4)}` },
    { lang: "de", path: "/kontakt", typed: `${max.slice(8, 10)}${max.slice(5, 7)}${max.slice(0, 4)}` },
  ] as const) {
    test(`the hint names the window's last day, the calendar ends in December of next year, and the last day can be typed (${lang})`, async ({ page }) => {
      const calendarLast = lastCalendarDate(min);
      const dialog = await openQuoteDialog(page, path);
      await expect(dialog.getByText(formatLongDate(max, lang))).toBeVisible();
      await dialog.getByRole("button", { name: lang === "de" ? "Datum wählen" : "Choose a date" }).click();
      const calendar = page.getByRole("application");
      const next = calendar.getByRole("button", { name: lang === "de" ? "Weiter" : "Next", exact: true }).first();
      const previous = calendar.getByRole("button", { name: lang === "de" ? "Zurück" : "Previous", exact: true }).first();
      await expect(previous).toBeDisabled();
      // From this month to December of next year, and no further.
      const months = (Number(calendarLast.slice(0, 4)) - Number(min.slice(0, 4))) * 12 + 12 - Number(min.slice(5, 7));
      for (let month = 0; month < months; month++) await next.click();
      await expect(next).toBeDisabled();
      await expect(calendar.getByRole("heading")).toContainText(calendarLast.slice(0, 4));
      await page.keyboard.press("Escape");
      await expect(calendar).toBeHidden();
      // Typed, the window's last day (two years ahead, after the calendar's last month) is taken.
      await dialog.getByTestId("travel-date").getByRole("spinbutton").first().click();
      await page.keyboard.type(typed);
      // What the form sends: the first of the date picker's inputs of that name holds the date as YYYY-MM-DD.
      await expect(dialog.locator('input[name="travelDate"]').first()).toHaveValue(max);
      await page.keyboard.press("Tab");
      await expect(dialog.getByTestId("travel-date")).not.toHaveAttribute("data-invalid", "true");
      await expect(dialog.getByText(lang === "de" ? "Bitte wählen Sie ein Reisedatum von heute bis in zwei Jahren." : "Please choose a travel date from today up to two years ahead.")).toHaveCount(0);
    });
  }
});

test.describe("content not-found pages", () => {
  for (const [en, de] of [
    ["/blog/nope", "/blog/nope?language=de"],
    ["/services/x", "/services/x?language=de"],
    ["/topics/nope", "/topics/nope?language=de"],
    ["/destinations/nowhere/foo", "/destinationen/nirgendwo/foo"],
  ]) {
    for (const { lang, path, title, description } of [
      { lang: "en", path: en!, title: "404 Page Not Found", description: "The page you were looking for could not be found." },
      { lang: "de", path: de!, title: "404 Seite nicht gefunden", description: "Die gesuchte Seite wurde nicht gefunden." },
    ] as const) {
      test(`${path} has the 404 title and description, not indexed (${lang})`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      });
    }
  }
});

test.describe("smaller gaps", () => {
  test("a German service page highlights the services link", async ({ page }) => {
    await page.goto("/services/pet-air-transport?language=de");
    await expect(page.getByRole("banner").getByRole("link", { name: "Leistungen", exact: true })).toHaveAttribute("aria-current", "page");
    await page.goto("/services/pet-air-transport");
    await expect(page.getByRole("banner").getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("'Remove photo' empties the file field, and the same photo can be chosen again", async ({ page }) => {
    const photo = { name: "crate.png", mimeType: "image/png", buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==", "base64") };
    const dialog = await openQuoteDialog(page, "/contact");
    // The own crate is one of the optional extras, on the last step.
    await fillQuote(page, dialog, `photo-${Date.now()}@example.org`);
    await dialog.getByLabel("I have my own IATA-conforming crate").check();
    const input = dialog.getByLabel(/Photo of your crate/);
    await input.setInputFiles(photo);
    const preview = dialog.getByRole("img", { name: "Preview of your crate photo" });
    await expect(preview).toBeVisible();
    await dialog.getByRole("button", { name: "Remove photo" }).click();
    await expect(preview).toHaveCount(0);
    expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);
    await input.setInputFiles(photo);
    await expect(preview).toBeVisible();
  });

  for (const { q, city } of [
    { q: "jfk", city: "New York" },
    { q: "Heathrow", city: "London" },
    { q: "changi", city: "Singapore" },
  ]) {
    test(`the destination search finds "${q}" by its airport, with and without JavaScript`, async ({ page, browser }) => {
      await page.goto("/destinations");
      await waitForHydration(page);
      await page.getByRole("searchbox").fill(q);
      await expect(page.getByTestId("destinations-count")).toHaveText(/^1 /);
      await expect(page.getByTestId("destination-card").first()).toContainText(city);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(`/destinations?q=${encodeURIComponent(q)}`);
      await expect(plain.getByTestId("destination-card").first()).toContainText(city);
      await context.close();
    });
  }

  for (const { lang, path, text } of [
    { lang: "en", path: "/contact", text: "The message was refused by the mail relay." },
    { lang: "de", path: "/kontakt", text: "Die Nachricht wurde vom Mail-Relay abgelehnt." },
  ] as const) {
    test(`a server error whose details are one text shows that text (${lang})`, async ({ page }) => {
      await page.route("**/api/submit-contact**", (route) => route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: "refused", message: "Refused", details: text }) }));
      await consent(page.context());
      await page.goto(path);
      await waitForHydration(page);
      const form = page.getByTestId("contact-form");
      await form.getByLabel(field("Name")).fill("Jonas Weber");
      await form.getByLabel(field(lang === "de" ? "E-Mail" : "Email")).fill("jonas@example.org");
      await form.getByLabel(field(lang === "de" ? "Betreff" : "Subject")).selectOption({ index: 1 });
      await form.getByLabel(field(lang === "de" ? "Nachricht" : "Message")).fill("A message long enough to be sent.");
      await waitForFormCode(page);
      await form.getByTestId("contact-submit").click();
      await expect(page.getByText(text)).toBeVisible();
    });
  }

  for (const { lang, path, says, never } of [
    { lang: "en", path: "/destinations/singapore/singapore-sin", says: "to Singapore, arriving", never: "Singapore in Singapore" },
    { lang: "de", path: "/destinationen/singapur/singapore-sin", says: "nach Singapur mit Ankunft", never: "Singapur (Singapur)" },
    { lang: "en", path: "/destinations/united-kingdom/london-lhr", says: "to London in the United Kingdom", never: "in United Kingdom" },
  ] as const) {
    test(`the summary names places as people do: ${path} (${lang})`, async ({ page }) => {
      await page.goto(path);
      const summary = page.locator("#summary");
      await expect(summary).toContainText(says);
      await expect(summary).not.toContainText(never);
    });
  }

  test("a pet added after a refused Next shows no error until the next try", async ({ page }) => {
    // Next refuses the first step as a submission would.
    const dialog = await openQuoteDialog(page, "/contact");
    await dialog.getByTestId("quote-next").click();
    await expect(dialog.getByText("Please enter your pet's weight", { exact: true })).toHaveCount(1);
    await dialog.getByRole("button", { name: "Add another pet" }).click();
    const pet = dialog.getByTestId("additional-pet");
    await expect(pet).toHaveCount(1);
    await pet.getByLabel(field("Breed")).fill("Maine Coon");
    await expect(pet.getByText("Please enter your pet's weight")).toHaveCount(0);
    await dialog.getByTestId("quote-next").click();
    await expect(pet.getByText("Please enter your pet's weight")).toHaveCount(1);
  });
});

test.describe("spam protection runs only with consent (docs/decisions/021)", () => {
  // One server for both tests.
  test.describe.configure({ mode: "serial" });
  // A server of its own with the bot check configured for this host; the verifier is unreachable,
  // so every lead is stored unverified, as when Google cannot be reached.
  let server: ServerProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), "arc-consent-"));
    const port = await freePort();
    server = startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SMTP_URL: undefined,
        LOG_REQUESTS: "false",
        NODE_ENV: "production",
        SITE_URL: `http://127.0.0.1:${port}`,
        PRODUCTION_HOST: "127.0.0.1",
        RECAPTCHA_SITE_KEY: "site-key-for-tests",
        RECAPTCHA_SECRET_KEY: "secret-for-tests",
        RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
        // A number for tests only: the phones' contact bar offers WhatsApp when one is configured.
        WHATSAPP_NUMBER: "+15550100",
      },
    });
    await server.waitUntilReady({ timeoutMs: 90_000 });
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("'Essential Only' sends forms without reCAPTCHA and says so; 'Accept All' from Cookie settings turns it on", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: server.base });
    let scripts = 0;
    await context.route("https://www.google.com/recaptcha/**", (route) => {
      scripts++;
      return route.fulfill({ contentType: "text/javascript", body: "window.grecaptcha={ready:function(f){f()},execute:function(){return Promise.resolve('token-from-test')}};" });
    });
    const page = await context.newPage();
    const send = async (name: string) => {
      const form = page.getByTestId("contact-form");
      await form.getByLabel(field("Name")).fill(name);
      await form.getByLabel(field("Email")).fill(`${name.toLowerCase()}@example.org`);
      await form.getByLabel(field("Subject")).selectOption({ index: 1 });
      await form.getByLabel(field("Message")).fill("A message long enough to be sent.");
      await form.getByTestId("contact-submit").click();
      await expect(page.getByTestId("contact-thank-you")).toContainText(name);
    };
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Essential Only" }).click();
    await expect(page.getByTestId("bot-check-off")).toContainText("no automatic confirmation e-mail");
    await send("Essential");
    expect(scripts).toBe(0);

    await page.getByTestId("cookie-settings").click();
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Accept All" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "consent")?.value).toBe("all");
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByTestId("bot-check-off")).toHaveCount(0);
    await send("Consenting");
    expect(scripts).toBe(1);
    await context.close();
  });

  test("the phones' contact bar offers WhatsApp once a number is configured", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 800 } });
    await consent(context, "essential", server.base);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("mobile-whatsapp")).toHaveAttribute("href", "https://wa.me/15550100");
    await context.close();
  });

  test("without JavaScript the forms say the check is off, and Cookie settings asks again", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.base, javaScriptEnabled: false });
    await consent(context, "all", server.base);
    const page = await context.newPage();
    await page.goto("/kontakt");
    await expect(page.getByTestId("bot-check-off")).toContainText("eine automatische Bestätigung per E-Mail erhalten Sie aber nicht");
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await page.getByTestId("cookie-settings").click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await context.close();
  });
});

for (const { lang, path, choice, basis, banner } of [
  { lang: "en", path: "/privacy-policy", choice: '"Accept All"', basis: "Art. 6(1)(a) GDPR and § 25(1) TDDDG", banner: "With your consent, we also use spam protection on our forms." },
  { lang: "de", path: "/privacy-policy?language=de", choice: "„Alle akzeptieren“", basis: "Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG", banner: "Mit Ihrer Einwilligung nutzen wir zusätzlich einen Spamschutz für Formulare." },
] as const) {
  test(`the privacy policy and the banner say the same about spam protection (${lang})`, async ({ page }) => {
    await page.goto(path);
    const section = page.locator("main h2", { hasText: "reCAPTCHA" }).locator("xpath=following-sibling::p[1]");
    await expect(section).toContainText(choice);
    await expect(section).toContainText(basis);
    await expect(page.getByTestId("cookie-banner")).toContainText(banner);
  });
}
