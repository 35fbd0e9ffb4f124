import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.server.ts";
import { postgresTestDatabase, withTestDatabase } from "../test/database.ts";
import filledRaw from "../test/company-filled.json" with { type: "json" };
import { company, companyFacts } from "../lib/company.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { companyVersions, users } from "./db/schema.ts";
import { companyHistory, latestCompanyVersion, onCompanyChange, publishCompanyFacts, refreshCompanyFacts, saveCompanyFacts } from "./company.server.ts";
import { createUser } from "./staff/accounts.server.ts";

const filled = companySchema.parse(filledRaw);

function suite(name: string, open?: () => Promise<DatabaseHandle>) {
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

    it("never shows a stored version the schema refuses", async () => {
      await db.handle.db.insert(companyVersions).values({ facts: { ...filled, phone: "call us" } as never, publishedAt: new Date() });
      expect((await refreshCompanyFacts()).phone).toBe(company.phone);
    });
  });
}

suite("company facts on PGlite");
const postgresDatabase = postgresTestDatabase("arc_company");
if (postgresDatabase) suite("company facts on PostgreSQL", postgresDatabase.open);
