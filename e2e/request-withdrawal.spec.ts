/**
 * Staff withdraw a request's links: the withdrawal is in the lead's history (English and German),
 * and asking again under the submission's Idempotency-Key (later, from another client, with
 * another body) names the request but opens no page.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { inDays } from "../src/test/fixtures.ts";
import { baseURL, staff } from "./support/env.ts";
import { signIn, submitQuote } from "./support/leads.ts";

test("withdrawn links stay withdrawn when the submission is replayed, and the withdrawal is in the history", async ({ page, context, playwright }) => {
  const key = randomUUID();
  const email = `withdraw-${Date.now()}@example.org`;
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Idempotency-Key": key } });
  const sent = await submitQuote(owner, { email, travelDate: inDays(340) });
  expect((await owner.get(sent.requestUrl)).status()).toBe(200);

  await signIn(page);
  await page.goto(`/admin/leads/quote/${sent.id}`);
  await page.getByRole("button", { name: "Withdraw all links" }).click();
  await expect(page.getByText("The links were withdrawn.")).toBeVisible();
  await expect(page.getByTestId("admin-history")).toContainText(`${staff.username} withdrew all links to the private request page`);
  await context.addCookies([{ name: "lang", value: "de", url: baseURL }]);
  await page.reload();
  await expect(page.getByTestId("admin-history")).toContainText(`${staff.username} hat alle Links zur privaten Anfrageseite zurückgezogen`);

  // The key again, from another client, with another body and language: the same request, and no link.
  const stranger = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Idempotency-Key": key } });
  const replay = await submitQuote(stranger, { email: `stranger-${Date.now()}@example.org`, name: "Mallory", travelDate: inDays(200) }, "de");
  expect(replay).toMatchObject({ id: sent.id, reference: sent.reference });
  expect(replay.requestUrl).toBeUndefined();
  expect((await stranger.get(sent.requestUrl)).status()).toBe(404);
  await Promise.all([owner.dispose(), stranger.dispose()]);
});
