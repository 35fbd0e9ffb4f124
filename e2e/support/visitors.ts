/** Visitors of the browser tests: a browser that has answered the cookie banner, with or without JavaScript, and form fields found by their labels. */
import type { Browser, Locator } from "@playwright/test";
import { consent } from "./consent.ts";
import { baseURL } from "./env.ts";

/** A form field by its label, exactly, with or without the required marker. */
export const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`);

/** Departure or destination by its label: a text field without JavaScript, a combo box (with its own suggestions button) with it. */
export const place = (scope: Locator, label: string) => scope.getByRole("combobox", { name: field(label) }).or(scope.getByRole("textbox", { name: field(label) }));

/** A new browser context that has answered the cookie banner ("Essential Only"), with JavaScript unless told, in a language if told (the `lang` cookie); and its first page. */
export async function newVisitor(browser: Browser, { javaScript = true, lang }: { javaScript?: boolean; lang?: "en" | "de" } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  await consent(context);
  if (lang) await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
  return { context, page: await context.newPage() };
}

/** A browser without JavaScript that has already answered the cookie banner. */
export const noScriptPage = (browser: Browser) => newVisitor(browser, { javaScript: false });
