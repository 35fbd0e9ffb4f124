import { expect, test } from "@playwright/test";
import { routeTable } from "../src/route-table.ts";
import { withPgClient } from "../src/test/pg.ts";
import { e2eDatabaseUrl, staff } from "./support/env.ts";
import { signIn } from "./support/leads.ts";
import { inDays } from "../src/test/fixtures.ts";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==";
const sample = { kind: "quote", id: "00000000-0000-4000-8000-000000000000" };


test("every admin route refuses without a session", async ({ request }) => {
  const staffRoutes = routeTable.filter((entry) => entry.en.startsWith("/admin") && entry.id !== "staffLogin");
  expect(staffRoutes.length).toBeGreaterThanOrEqual(4);
  for (const entry of staffRoutes) {
    const path = entry.en.replace(/:(\w+)/g, (_, name: keyof typeof sample) => sample[name]);
    for (const method of ["GET", "POST"] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0, form: method === "POST" ? { status: "spam" } : undefined });
      // Refused: sent to the sign-in page, or (POST to a page without an action) not allowed at all.
      if (method === "POST" && response.status() === 405) continue;
      expect(response.status(), `${method} ${path}`).toBe(302);
      expect(response.headers().location, `${method} ${path}`).toBe("/admin/login");
    }
  }
});

test("staff sign in, find a lead from the public form, work on it and sign out", async ({ page, request }) => {
  const email = `admin-flow-${Date.now()}@example.org`;
  const xss = `<img src=x onerror="window.__xss=1">Mia`;
  const submitted = await request.post("/api/submit-inquiry", {
    data: {
      petType: "dog", breed: "Boxer", weight: 28, isSnubNose: true, dimensions: { length: 80, width: 25, height: 65 },
      additionalPets: [{ petType: "cat", breed: "<script>window.__xss=2</script>", weight: 5, isSnubNose: false, dimensions: { length: 45, width: 15, height: 30 } }],
      departureAddress: "Hamburg", destinationAddress: "Toronto", travelDate: inDays(90),
      needPickup: true, needDelivery: true, hasOwnCrate: true, crateImage: PNG,
      name: xss, email, phone: "+49 40 123456", recaptchaToken: "recaptcha-not-loaded",
    },
  });
  expect(submitted.status()).toBe(201);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Username").fill(staff.username);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The username or password is not correct.");
  await signIn(page);

  await page.getByLabel("Name, email, phone or reference").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  const table = page.getByTestId("admin-leads");
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: xss }).click();

  const lead = page.getByTestId("admin-lead");
  await expect(lead).toContainText("Boxer, 28 kg");
  await expect(lead).toContainText("<script>window.__xss=2</script>");
  await expect(lead).toContainText("Hamburg → Toronto");
  const photo = lead.getByRole("img", { name: "Crate photo" });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await page.getByLabel("Change status").selectOption("contacted");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("admin-history")).toContainText(`${staff.username} changed the status from New to Contacted`);
  const photoResponse = await page.request.get(await photo.getAttribute("src") ?? "");
  expect(photoResponse.headers()["content-disposition"]).toContain("inline;");
  expect(photoResponse.headers()["x-content-type-options"]).toBe("nosniff");

  await page.getByLabel("Internal note").fill("Called back, wants a quote for both pets.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("admin-history")).toContainText(`${staff.username}: Called back, wants a quote for both pets.`);

  const csv = await (await page.request.get(`/admin/export.csv?kind=quote&q=${encodeURIComponent(email)}`)).text();
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(email);
  expect(csv).toContain("'+49 40 123456");

  await page.goto("/admin/erase");
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByLabel("I understand that this deletes the data for good").check();
  await page.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Erased (1 record|[2-9]\d* records|1\d+ records)\.$/);
  if (e2eDatabaseUrl) {
    const { rows: [left] } = await withPgClient(e2eDatabaseUrl, (client) =>
      client.query(
        `select
          (select count(*) from quote_inquiries where lower(email) = $1)::int as quotes,
          (select count(*) from contact_messages where lower(email) = $1)::int as contacts,
          (select count(*) from newsletter_subscribers where lower(email) = $1)::int as subscribers,
          (select count(*) from mail_outbox where lower(recipient) = $1 or text_body like $2)::int as mails,
          (select count(*) from quote_inquiry_pets p where not exists (select 1 from quote_inquiries q where q.id = p.inquiry_id))::int as orphans`,
        [email, `%${email}%`],
      ),
    );
    expect(left).toEqual({ quotes: 0, contacts: 0, subscribers: 0, mails: 0, orphans: 0 });
  }
  await page.goto(`/admin?kind=quote&q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);

});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the inbox opens with the weeks at a glance: a chart of leads per week, and status counts that lead to their lists", async ({ page, request }) => {
    const email = `overview-${Date.now()}@example.org`;
    const sent = await request.post("/api/submit-contact", { data: { name: "Olga Overview", email, subject: "Feedback", message: "The overview test writes this.", recaptchaToken: "recaptcha-not-loaded" } });
    expect(sent.status()).toBe(201);

    await page.goto("/admin");
    await signIn(page);
    const overview = page.getByTestId("admin-overview");
    const chart = overview.getByRole("img", { name: /^Leads per week, last 12 weeks/ });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((svg) => svg.querySelectorAll("rect").length)).toBeGreaterThan(0);
    // The numbers behind the chart, for screen readers.
    await expect(overview.getByRole("table", { name: "Leads per week by kind" }).getByRole("row")).toHaveCount(13);

    const contacts = page.getByTestId("admin-status-counts").locator("div").filter({ has: page.getByRole("heading", { name: "Contact messages" }) });
    const newContacts = contacts.getByRole("link", { name: /^New: \d+$/ });
    const count = Number((await newContacts.textContent())!.split(": ")[1]);
    expect(count).toBeGreaterThan(0);
    await newContacts.click();
    await expect(page).toHaveURL(/\/admin\?kind=contact&status=new$/);
    const filters = page.getByTestId("admin-filters");
    await expect(filters.getByLabel("Kind")).toHaveValue("contact");
    await expect(filters.getByLabel("Status")).toHaveValue("new");
    const rows = page.getByTestId("admin-leads").locator("tbody tr");
    await expect(rows.filter({ hasText: email })).toHaveCount(1);
    expect(await rows.count()).toBe(Math.min(count, 25));
    for (const status of await rows.locator("td:nth-child(5)").allTextContents()) expect(status).toBe("New");
  });
});

test("every answer of the staff area is never cached or indexed, signed in or not", async ({ request }) => {
  const expectPrivate = (response: { headers(): Record<string, string> }, label: string) => {
    expect(response.headers()["cache-control"], label).toBe("no-store");
    expect(response.headers()["x-robots-tag"], label).toBe("noindex, nofollow");
  };
  expectPrivate(await request.get("/admin/login"), "sign-in page");
  expectPrivate(await request.get("/admin", { maxRedirects: 0 }), "redirect to the sign-in");
  const signIn = await request.post("/admin/login", { form: staff, maxRedirects: 0 });
  expectPrivate(signIn, "sign-in answer");
  const cookie = /arc_admin=[^;]+/.exec(signIn.headers()["set-cookie"] ?? "")![0];
  for (const path of ["/admin", "/admin/export.csv", "/admin/erase", `/admin/leads/quote/${sample.id}`, `/admin/leads/quote/${sample.id}/photo`]) {
    expectPrivate(await request.get(path, { headers: { Cookie: cookie } }), path);
  }
});
