/** Leads and staff for browser tests: a quote request sent through the public API, and signing in to the inbox. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { staff } from "./env.ts";

export const TOKYO = "Tokyo (NRT), Japan";

export interface SentQuote {
  id: string;
  reference: string;
  requestUrl: string;
}

/** A quote request for one dog from Frankfurt to Tokyo (or as `fields` say), sent in `language`. */
export async function submitQuote(request: APIRequestContext, fields: Record<string, unknown>, language: "en" | "de" = "en"): Promise<SentQuote> {
  const sent = await request.post(`/api/submit-inquiry?language=${language}`, {
    data: {
      petType: "dog",
      breed: "Shiba Inu",
      weight: 9,
      isSnubNose: false,
      dimensions: { length: 60, width: 20, height: 45 },
      additionalPets: [],
      departureAddress: "Frankfurt am Main",
      destinationAddress: TOKYO,
      needPickup: false,
      needDelivery: false,
      hasOwnCrate: false,
      name: "Kenji Test",
      phone: "+49 (69) 123-456",
      recaptchaToken: "recaptcha-not-loaded",
      ...fields,
    },
  });
  expect(sent.status()).toBe(201);
  return (await sent.json()) as SentQuote;
}

/** Signs in with the staff account the server under test creates, landing on the inbox. */
export async function signIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(staff.username);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
