/**
 * A backup restores everything: leads with their pets and crate photo, a contact message, their
 * mails and their history are stored through the site, `npm run backup` writes a backup while the
 * server runs, `npm run restore` fills an empty database with it, and a server started on that
 * database shows all of it in the staff inbox. Once for the embedded database (a server writes the
 * backup of the folder it holds) and once for PostgreSQL (pg_dump and pg_restore; TEST_DATABASE_URL).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { formatLongDate } from "../src/i18n/format.ts";
import { inDays } from "../src/test/fixtures.ts";
import { plainPdf } from "../src/test/pdf.ts";
import { dropDatabase, recreateDatabase } from "../src/test/pg.ts";
import { staff } from "./support/env.ts";
import { signIn } from "./support/leads.ts";
import { freePort, repositoryRoot, startServer, type ServerProcess } from "./support/server-process.ts";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==";
const testDatabase = process.env.TEST_DATABASE_URL;

type Database = Record<string, string>;

/** `npm run backup` or `npm run restore` with the database of `env`; the command's output. */
function command(script: "backup" | "restore", file: string, env: Database): string {
  const run = spawnSync(process.execPath, [`scripts/${script}.ts`, file], { cwd: repositoryRoot, env: { ...process.env, ...env }, encoding: "utf8", timeout: 180_000 });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  return output;
}

function serve(database: Database): Promise<ServerProcess> {
  return freePort().then((port) => startServer({ port, env: { ...database, ADMIN_USERNAME: staff.username, ADMIN_PASSWORD: staff.password, LOG_REQUESTS: "false", SMTP_URL: undefined } }));
}

/**
 * A quote for two pets with a crate photo, a step recorded, a paper and a message on its request page, and a contact
 * message, sent through the site; a status change and a note in the inbox.
 */
async function storeLeads(browser: Browser, base: string, email: string) {
  const context = await browser.newContext({ baseURL: base });
  try {
    const quote = await context.request.post("/api/submit-inquiry", {
      data: {
        petType: "dog", breed: "Boxer", weight: 28, isSnubNose: true, dimensions: { length: 80, width: 25, height: 65 },
        additionalPets: [{ petType: "cat", breed: "Maine Coon", weight: 7, isSnubNose: false, dimensions: { length: 55, width: 20, height: 35 } }],
        departureAddress: "Hamburg", destinationAddress: "Toronto", travelDate: inDays(120),
        needPickup: true, needDelivery: false, hasOwnCrate: true, crateImage: PNG,
        name: "Backup Owner", email, phone: "+49 40 123456", recaptchaToken: "recaptcha-not-loaded",
      },
    });
    expect(quote.status()).toBe(201);
    // On the request page: the vaccination recorded done, a paper for it, a message to the team.
    const { requestUrl } = (await quote.json()) as { requestUrl: string };
    const form = (multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) => context.request.post(requestUrl, { multipart, headers: { origin: base } });
    expect((await form({ intent: "stepDone", stepId: "rabies-vaccination", doneOn: inDays(-30) })).status()).toBe(200);
    expect((await form({ intent: "document", stepId: "rabies-vaccination", document: { name: "certificate.pdf", mimeType: "application/pdf", buffer: plainPdf() } })).status()).toBe(200);
    expect((await form({ intent: "message", text: "Restored messages must survive." })).status()).toBe(200);
    const contact = await context.request.post("/api/submit-contact", {
      data: { name: "Backup Writer", email, subject: "Crate for a Maine Coon", message: "Which crate size do we need?", recaptchaToken: "recaptcha-not-loaded" },
    });
    expect(contact.status()).toBe(201);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/admin?kind=quote&q=${encodeURIComponent(email)}`);
    await page.getByTestId("admin-leads").getByRole("link", { name: "Backup Owner" }).click();
    await page.getByLabel("Change status").selectOption("contacted");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("admin-history")).toContainText("changed the status from New to Contacted");
    await page.getByLabel("Internal note").fill("Restored notes must survive.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByTestId("admin-history")).toContainText("Restored notes must survive.");
    // The outbox has worked through the mails (logged, without SMTP_URL) before the backup is taken.
    await expect.poll(async () => {
      await page.reload();
      return page.getByTestId("admin-lead").getByText("written to the log").count();
    }, { timeout: 30_000 }).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
}

/** Everything stored by `storeLeads`, found in the inbox of the server at `base`. */
async function findLeads(browser: Browser, base: string, email: string) {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/admin?kind=quote&q=${encodeURIComponent(email)}`);
    await page.getByTestId("admin-leads").getByRole("link", { name: "Backup Owner" }).click();
    const lead = page.getByTestId("admin-lead");
    await expect(lead).toContainText("Boxer, 28 kg");
    await expect(lead).toContainText("Maine Coon");
    await expect(lead).toContainText("Hamburg → Toronto");
    await expect(lead).toContainText(email);
    const photo = lead.getByRole("img", { name: "Crate photo" });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await expect(lead.getByText("written to the log").first()).toBeVisible();
    const history = page.getByTestId("admin-history");
    await expect(history).toContainText(`${staff.username} changed the status from New to Contacted`);
    await expect(history).toContainText(`${staff.username}: Restored notes must survive.`);
    await expect(history).toContainText(`The owner recorded “`);
    const vaccination = page.locator('[data-testid="admin-checklist"] li[data-step="rabies-vaccination"]');
    await expect(vaccination).toContainText(`Done on ${formatLongDate(inDays(-30), "en")}`);
    await expect(vaccination.getByTestId("document")).toHaveAttribute("data-status", "pending");
    await expect.poll(() => vaccination.getByTestId("document").locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("admin-messages")).toContainText("Restored messages must survive.");
    await page.goto(`/admin?kind=contact&q=${encodeURIComponent(email)}`);
    await page.getByTestId("admin-leads").getByRole("link", { name: "Backup Writer" }).click();
    await expect(page.getByTestId("admin-lead")).toContainText("Which crate size do we need?");
  } finally {
    await context.close();
  }
}

async function roundTrip(browser: Browser, from: Database, into: Database, folder: string) {
  const email = `backup-${Date.now()}@example.org`;
  const first = await serve(from);
  const file = join(folder, "site.backup");
  try {
    await first.waitUntilReady({ timeoutMs: 90_000 });
    await storeLeads(browser, first.base, email);
    // Taken while the server runs and serves.
    const [written] = await Promise.all([Promise.resolve().then(() => command("backup", file, from)), fetch(`${first.base}/faq`).then((response) => expect(response.status).toBe(200))]);
    expect(written).toContain("Wrote the");
    expect(statSync(file).size).toBeGreaterThan(10_000);
  } finally {
    await first.stop();
  }
  expect(command("restore", file, into)).toContain("Restored");
  const second = await serve(into);
  try {
    await second.waitUntilReady({ timeoutMs: 90_000 });
    await findLeads(browser, second.base, email);
  } finally {
    await second.stop();
  }
}

test("the embedded database: a backup written by the running server restores into an empty folder", async ({ browser }) => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), "arc-backup-"));
  try {
    await roundTrip(browser, { DATA_DIR: join(folder, "site"), DATABASE_URL: "" }, { DATA_DIR: join(folder, "restored"), DATABASE_URL: "" }, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

if (testDatabase) {
  test("PostgreSQL: pg_dump's backup, taken while the server runs, restores into an empty database", async ({ browser }) => {
    test.setTimeout(300_000);
    const folder = mkdtempSync(join(tmpdir(), "arc-backup-"));
    const names = [`arc_backup_${process.pid}`, `arc_restored_${process.pid}`];
    const urls = names.map((name) => Object.assign(new URL(testDatabase), { pathname: `/${name}` }).href);
    try {
      for (const name of names) await recreateDatabase(testDatabase, name);
      await roundTrip(browser, { DATABASE_URL: urls[0]!, WEB_CONCURRENCY: "2" }, { DATABASE_URL: urls[1]! }, folder);
    } finally {
      for (const name of names) await dropDatabase(testDatabase, name);
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
