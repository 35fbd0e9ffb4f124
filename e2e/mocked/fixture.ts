/**
 * The fixture of the browser tests against mocked APIs (docs/decisions/028-qa-against-mocked-apis.md):
 * every `/api` request of the browser context is answered by the MSW handlers of mocks/scenarios.ts,
 * every endpoint in `success` unless a test picks another scenario with `scenario(endpoint, name)`.
 * An `/api` request no handler answers fails in the browser and fails the test: it never reaches the
 * server, which only renders the pages.
 */
import { defineNetworkFixture, type NetworkFixture } from "@msw/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { http, HttpResponse } from "msw";
import { apiHandlers, scenario, type ApiEndpointId, type ScenarioName } from "../../mocks/scenarios.ts";
import { translator, type Translate } from "../../src/i18n/messages/index.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import { mockedBaseURL } from "../support/env.ts";
import { consent } from "../support/consent.ts";

export { expect };

/** Any address of the API, on any origin. */
const API_PATH = /^https?:\/\/[^/]+\/api(\/|\?|#|$)/;

interface Fixtures {
  network: NetworkFixture;
  /** `METHOD /path` of each `/api` request no handler answered (the test fails unless it empties the list). */
  unmocked: string[];
  /** Answers `endpoint` in the scenario `name` for the rest of the test. */
  scenario: (endpoint: ApiEndpointId, name: ScenarioName) => void;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  unmocked: async ({}, provide) => {
    const unmocked: string[] = [];
    await provide(unmocked);
    expect(unmocked, "/api requests that no handler answered").toEqual([]);
  },
  network: [
    async ({ context, unmocked }, provide) => {
      // Last in the list: only what no scenario handler matched gets here, and goes no further.
      const fallthrough = http.all(API_PATH, ({ request }) => {
        unmocked.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.error();
      });
      const network = defineNetworkFixture({ context, handlers: [...apiHandlers, fallthrough] });
      await network.enable();
      await provide(network);
      await network.disable();
    },
    { auto: true },
  ],
  scenario: async ({ network }, provide) => {
    await provide((endpoint, name) => network.use(scenario(endpoint, name)));
  },
});

export const languages = ["en", "de"] as const satisfies readonly Lang[];

/** The visible texts of a language, from the site's dictionaries. */
export const textsOf = (lang: Lang): Translate => translator(lang);

/** A form field by its label, exactly, with or without the required marker. */
export const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`);

/** Chooses "Essential Only" ahead, so the cookie banner stays away. */
export async function withConsent(page: Page) {
  await consent(page.context(), "essential", mockedBaseURL);
}

/**
 * A toast with `title` and `description` is shown, destructive for a failure, and announced: it is in
 * the accessibility tree (not hidden by an open dialog) with its text in an alert. Returns the toast.
 */
export async function expectToast(page: Page, { title, description, failure }: { title: string; description: string; failure: boolean }): Promise<Locator> {
  const toast = page.getByTestId("toast-region").getByRole("alertdialog").filter({ hasText: title }).filter({ hasText: description }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", failure ? "destructive" : "default");
  await expect(toast.getByRole("alert")).toContainText(description);
  return toast;
}

/**
 * `element` is drawn on top where it is: inside the window, and what the browser finds at its centre
 * and near its corners is the element itself (or inside it), not a dialog, an overlay or a bar over it.
 */
export async function expectOnTop(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const inset = 8;
        const inside = box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        const covered = points.filter(([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return !hit || !node.contains(hit);
        });
        return inside ? covered.length : -1;
      }),
      { message: "points of the element covered by something else (-1: not inside the window)" },
    )
    .toBe(0);
}

/** The ways a visitor closes a toast (docs/requirements.md §4): its close button, a swipe to the right, F8 and the keyboard. */
export type ToastClosing = "close button" | "swipe" | "F8";

/**
 * Hovers the toast with the pointer (the region says it is hovered, which pauses its timer), then closes
 * it `how` a visitor would: with real pointer and key events, which reach it only when nothing covers it.
 */
export async function closeToast(page: Page, toast: Locator, how: ToastClosing, t: Translate) {
  const region = page.getByTestId("toast-region");
  const box = (await toast.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await expect(region).toHaveAttribute("data-hovered", "true");
  if (how === "close button") {
    await toast.getByRole("button", { name: t("toast.close") }).click();
  } else if (how === "swipe") {
    await page.mouse.down();
    await page.mouse.move(centre.x + 40, centre.y, { steps: 4 });
    await page.mouse.move(centre.x + 90, centre.y, { steps: 4 });
    await page.mouse.up();
  } else {
    await page.keyboard.press("F8");
    await expect(toast).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toast.getByRole("button", { name: t("toast.close") })).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect(toast).toHaveCount(0);
}

/**
 * Closes every toast, so the next one a test waits for is a new one. Pressed by script: an open
 * modal dialog keeps the pointer from the page behind it, the toasts included.
 */
export async function dismissToasts(page: Page, t: Translate) {
  const region = page.getByTestId("toast-region");
  await region.getByRole("button", { name: t("toast.close") }).evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await expect(region.getByRole("alertdialog")).toHaveCount(0);
}

/** The submit button shows its busy label and takes no second press while the answer is on its way. */
export async function expectBusy(button: Locator, busyLabel: string) {
  await expect(button).toBeDisabled();
  await expect(button).toContainText(busyLabel);
}
