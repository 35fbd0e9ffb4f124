/**
 * The destination list's filters against mocked `/api/content/destination` answers, in both
 * languages: the first use of a filter fetches every destination for instant filtering.
 *
 * Error catalogue (docs/requirements.md §2 destination list, §8) → test:
 *   While loading: 'Loading...'                       → "loading"
 *   Destination list cannot be loaded: 'Error loading destinations' → "server-error", "network-failure"
 *   Empty state when nothing matches                  → "empty"
 *   (the list as loaded, filtered instantly)          → "success", the control of the others
 */
import type { ScenarioName } from "../../mocks/scenarios.ts";
import type { MessageKey } from "../../src/i18n/messages/index.ts";
import { hrefOf } from "../../src/route-table.ts";
import { waitForHydration } from "../support/hydration.ts";
import { expect, languages, test, textsOf } from "./fixture.ts";

/** The scenario and what the page shows once the filter is used: a text under the filters, or the cards. */
const states: ReadonlyArray<{ scenario: ScenarioName; testId: string; text?: MessageKey }> = [
  { scenario: "loading", testId: "destinations-loading", text: "destinations.loading" },
  { scenario: "server-error", testId: "destinations-error", text: "destinations.error" },
  { scenario: "network-failure", testId: "destinations-error", text: "destinations.error" },
  { scenario: "empty", testId: "destinations-empty", text: "destinations.empty" },
  { scenario: "success", testId: "destination-cards" },
];

for (const lang of languages) {
  const t = textsOf(lang);
  for (const { scenario: name, testId, text } of states) {
    test(`destination list: searching with the list ${name} shows ${text ? `'${t(text)}'` : "the matching card"} (${lang})`, async ({ page, scenario }) => {
      scenario("apiDestinations", name);
      await page.goto(hrefOf("destinations", lang));
      await waitForHydration(page);
      const loaded = page.waitForRequest((request) => new URL(request.url()).pathname === hrefOf("apiDestinations", "en"));
      await page.getByLabel(t("destinations.search")).fill("Frankfurt");
      await loaded;
      if (text) await expect(page.getByTestId(testId)).toContainText(t(text));
      else await expect(page.getByTestId(testId).getByTestId("destination-card")).toHaveCount(1);
    });
  }
}
