import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "./db/client.server.ts";
import { postgresTestDatabase, withTestDatabase } from "../test/database.ts";
import filledRaw from "../test/company-filled.json" with { type: "json" };
import { company, companyFacts } from "../lib/company.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { companyVersions, users } from "./db/schema.ts";
import { companyHistory, latestCompanyVersion, onCompanyChange, publishCompanyFacts, refreshCompanyFacts, saveCompanyFacts } from "./company.server.ts";
import { createUser } from "./staff/accounts.server.ts";
import { projectRoot } from "./project-root.server.ts";

const filled = companySchema.parse(filledRaw);

function suite(name: string, open?: () => Promise<DatabaseHandle>, url?: string) {
  describe(name, () => {
    const db = withTestDatabase({}, open ? { open } : {});
    const staffUser = async (username: string) => {
      await createUser(db.handle.db, username, "a long and careful passphrase 42");
      const [row] = await db.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return row!.id;
    };

    it("shows the shipped facts until a version is published, then that version, with who saved and published it", async () => {
      expect(await refreshCompanyFacts()).toEqual(company);
      expect(await latestCompanyVersion()).toBeUndefined();
      expect(await companyHistory()).toEqual([]);

      const editor = await staffUser("company-editor");
      const changes: number[] = [];
      const stop = onCompanyChange(() => changes.push(changes.length + 1));
      const draft = await saveCompanyFacts(filled, editor);
      expect(await refreshCompanyFacts()).toEqual(company);
      expect(await latestCompanyVersion()).toEqual({ version: draft, facts: filled, published: false });
      expect(changes).toEqual([]);

      expect(await publishCompanyFacts(draft, editor)).toBe(true);
      expect(await publishCompanyFacts(draft, editor)).toBe(false);
      expect(await publishCompanyFacts(draft + 100, editor)).toBe(false);
      // Shown in this process at once; the page cache is told once.
      expect(companyFacts()).toEqual(filled);
      expect(changes).toEqual([1]);
      expect(await refreshCompanyFacts()).toEqual(filled);
      expect(changes).toEqual([1]);
      stop();

      const [row] = await companyHistory();
      expect(row).toMatchObject({ version: draft, createdBy: "company-editor", publishedBy: "company-editor" });
      expect(row!.publishedAt).toBeInstanceOf(Date);
    });

    it("shows a version another process published at its next look, and the newest published one", async () => {
      const editor = await staffUser("company-second");
      // Published straight in the database, as another server process would.
      const [other] = await db.handle.db.insert(companyVersions).values({ facts: { ...filled, phone: "+49 69 1111111" }, createdBy: editor, publishedBy: editor, publishedAt: new Date() }).returning({ version: companyVersions.version });
      expect(companyFacts().phone).toBe(filled.phone);
      expect((await refreshCompanyFacts()).phone).toBe("+49 69 1111111");
      // A draft saved later changes nothing shown.
      await saveCompanyFacts({ ...filled, phone: "+49 69 2222222" }, editor);
      expect((await refreshCompanyFacts()).phone).toBe("+49 69 1111111");
      expect((await companyHistory()).map((entry) => entry.version)[1]).toBe(other!.version);
    });

    it("warns once about what the imprint of a newly shown version lacks", async () => {
      const editor = await staffUser("company-warned");
      // Published by another server process: this one sees it at its next look.
      const [{ version }] = (await db.handle.db.insert(companyVersions).values({ facts: { ...filled, phone: "" }, createdBy: editor, publishedBy: editor, publishedAt: new Date() }).returning({ version: companyVersions.version })) as [{ version: number }];
      const warn = vi.fn();
      await refreshCompanyFacts(warn);
      await refreshCompanyFacts(warn);
      expect(warn.mock.calls.flat().filter((line) => String(line).includes(`published version ${version} `))).toHaveLength(1);
      expect(String(warn.mock.calls.flat().at(-1))).toMatch(/lack what § 5 DDG requires: phone;/);
      await db.handle.db.insert(companyVersions).values({ facts: filled, createdBy: editor, publishedBy: editor, publishedAt: new Date() });
      warn.mockClear();
      await refreshCompanyFacts(warn);
      expect(warn).not.toHaveBeenCalled();
    });

    if (url)
      it("npm run launch-check reads the published facts: with complete ones it names nothing and passes", async () => {
        const editor = await staffUser("company-launch");
        const version = await saveCompanyFacts(filled, editor);
        await publishCompanyFacts(version, editor);
        const run = spawnSync(process.execPath, [join(projectRoot(), "scripts", "launch-check.ts")], { encoding: "utf8", env: { ...process.env, DATABASE_URL: url } });
        expect(run.stdout).toContain(`A visitor can verify every company fact the site names (the published version ${version}).`);
        expect(run.stdout).toContain("The imprint names everything § 5 DDG requires.");
        expect(run.status).toBe(0);
      });

    it("never shows a stored version the schema refuses", async () => {
      await db.handle.db.insert(companyVersions).values({ facts: { ...filled, phone: "call us" } as never, publishedAt: new Date() });
      expect((await refreshCompanyFacts()).phone).toBe(company.phone);
    });
  });
}

suite("company facts on PGlite");
const postgresDatabase = postgresTestDatabase("arc_company");
if (postgresDatabase) suite("company facts on PostgreSQL", postgresDatabase.open, postgresDatabase.url);
