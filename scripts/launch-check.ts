/**
 * `npm run launch-check`: what a visitor cannot yet verify about the company, from the facts the site shows (the
 * version staff published last in the staff area, else content/company.json), and what the imprint still lacks under
 * § 5 DDG. Exits with 1 while anything the imprint requires is missing; the staff area's first screen shows the same
 * list, and the server's start-up warning points here. It reads the database as configured (DATABASE_URL, else the
 * embedded one in DATA_DIR); while a running server holds the embedded database, that server's staff area shows it.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { launchCheck, type CompanyFacts } from "../src/lib/company.ts";
import { checkCompanyFacts, newestPublishedFacts } from "../src/server/company.server.ts";
import { parseConfig } from "../src/server/config.server.ts";
import { openDatabase } from "../src/server/db/client.server.ts";
import { DataDirInUseError } from "../src/server/db/lock.server.ts";
import { runCommand } from "./command.ts";

const labels = {
  legal_name: "legal name (with its legal form)",
  phone: "phone number",
  email: "e-mail address",
  office: "an office address",
  register: "commercial register entry (court and number)",
  vat_id: "VAT ID",
  membership_or_review: "at least one membership with its directory link, or a review profile",
  team_photos: "photographs of the team (staff name the team with a photo under \"Company facts\")",
} as const;

/** The facts the site shows, and where they come from. */
async function shownFacts(): Promise<{ facts: CompanyFacts; source: string }> {
  const shipped = { facts: checkCompanyFacts(), source: "content/company.json, no version is published" };
  const config = parseConfig();
  // A database that was never created holds no published facts: nothing is created here.
  if (!config.DATABASE_URL && !existsSync(join(resolve(config.DATA_DIR), "pglite", "PG_VERSION"))) return shipped;
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
  try {
    const published = await newestPublishedFacts(handle.db);
    return published ? { facts: published.facts, source: `the published version ${published.version}` } : shipped;
  } finally {
    await handle.close();
  }
}

await runCommand(async () => {
  let shown;
  try {
    shown = await shownFacts();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error("The running server holds the embedded database: its staff area's first screen shows this list.");
    process.exitCode = 2;
    return;
  }
  const { missing, imprint } = launchCheck(shown.facts);
  if (missing.length === 0) console.log(`A visitor can verify every company fact the site names (${shown.source}).`);
  else {
    console.log(`A visitor cannot yet verify (${shown.source}; staff fill the facts in under "Company facts" in the staff area):`);
    for (const fact of missing) console.log(`  - ${labels[fact]}`);
  }
  if (imprint.length > 0) {
    console.log(`The imprint lacks what § 5 DDG requires: ${imprint.join(", ")}.`);
    process.exitCode = 1;
  } else console.log("The imprint names everything § 5 DDG requires.");
});
