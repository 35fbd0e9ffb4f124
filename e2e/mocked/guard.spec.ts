/** The fixture's promise: an `/api` request no scenario answers never reaches the server, and the test hears of it. */
import { hrefOf } from "../../src/route-table.ts";
import { expect, test } from "./fixture.ts";

test("an /api request no handler answers fails in the browser and is reported, instead of reaching the server", async ({ page, unmocked }) => {
  await page.goto(hrefOf("home", "en"));
  // The server would answer 404 here.
  const outcome = await page.evaluate(() => fetch("/api/no-such-endpoint").then((response) => `answered ${response.status}`, () => "failed"));
  expect(outcome).toBe("failed");
  expect(unmocked).toEqual(["GET /api/no-such-endpoint"]);
  // Reported and checked here; left in the list, it fails the test when the fixture ends.
  unmocked.length = 0;
});
