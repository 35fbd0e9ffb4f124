/**
 * The company's facts: the ones the build carries (content/company.json, checked at start-up: a file that does not
 * validate stops the start; legally required imprint data that is missing is named in one warning), and the versions
 * staff edit in the staff area (saved as drafts, published without a rebuild; the newest published one is shown,
 * in every server process within `COMPANY_CHECK_MS`).
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { company, companyFacts, imprintGaps, setCompanyFacts, type CompanyFacts } from "../lib/company.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { ContentError } from "./content.server.ts";
import { getDatabase } from "./db/client.server.ts";
import { companyVersions, users } from "./db/schema.ts";
import { errorSummary, log } from "./log.server.ts";

export function checkCompanyFacts(value: unknown = company, warn: (line: string) => void = (line) => log.warn(line)): CompanyFacts {
  const result = companySchema.safeParse(value);
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => `content/company.json: ${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("\n"));
  }
  const gaps = imprintGaps(result.data);
  if (gaps.length > 0) {
    warn(`imprint: content/company.json lacks what § 5 DDG requires: ${gaps.join(", ")}; the imprint shows only what is filled in; staff fill the facts in under "Company facts" in the staff area, and npm run launch-check lists everything a visitor cannot yet verify`);
  }
  return result.data;
}

/** A version of the facts in their history: who saved and published it, and when. */
export interface CompanyVersion {
  version: number;
  createdAt: Date;
  createdBy: string | null;
  publishedAt: Date | null;
  publishedBy: string | null;
}

/** How often a server process looks for a newly published version (another process may have published it). */
export const COMPANY_CHECK_MS = 15_000;

/** The version the site shows (null: the shipped facts), and who wants to know when it changes. */
let shown: number | null = null;
const listeners = new Set<() => void>();
let watcher: NodeJS.Timeout | undefined;

/** A stored version's facts, checked again: a version the schema no longer takes is not shown (and logged). */
function factsOf(row: { version: number; facts: unknown } | undefined): CompanyFacts | undefined {
  if (!row) return undefined;
  const parsed = companySchema.safeParse(row.facts);
  if (!parsed.success) log.error(`company facts version ${row.version} do not match the schema and are not shown`);
  return parsed.data;
}

/** Runs `listener` whenever the facts the site shows change (the page cache forgets its pages). */
export function onCompanyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the newest published version and, when it is not the one shown, shows it (`setCompanyFacts`) and tells the
 * listeners. With none published, the shipped facts stay.
 */
export async function refreshCompanyFacts(): Promise<CompanyFacts> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ version: companyVersions.version, facts: companyVersions.facts })
    .from(companyVersions)
    .where(isNotNull(companyVersions.publishedAt))
    .orderBy(desc(companyVersions.publishedAt), desc(companyVersions.version))
    .limit(1);
  const facts = factsOf(row);
  const version = facts ? row!.version : null;
  if (version !== shown) {
    shown = version;
    setCompanyFacts(facts ?? company);
    for (const listener of listeners) listener();
  }
  return companyFacts();
}

/** Keeps the shown facts current in a server process: at start and every `COMPANY_CHECK_MS` (a failed look is tried again then). */
export function watchCompanyFacts(): void {
  const look = () => void refreshCompanyFacts().catch((error: unknown) => log.warn(`company facts not read: ${errorSummary(error)}`));
  look();
  watcher ??= setInterval(look, COMPANY_CHECK_MS).unref();
}

export function stopWatchingCompanyFacts(): void {
  clearInterval(watcher);
  watcher = undefined;
}

/** Saves the facts as a new draft version; returns its number. */
export async function saveCompanyFacts(facts: CompanyFacts, userId: number | null): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db.insert(companyVersions).values({ facts, createdBy: userId }).returning({ version: companyVersions.version });
  return row!.version;
}

/** Publishes a draft and shows it in this process at once; false when there is no such draft (unknown, or published already). */
export async function publishCompanyFacts(version: number, userId: number | null): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(companyVersions)
    .set({ publishedAt: new Date(), publishedBy: userId })
    .where(and(eq(companyVersions.version, version), isNull(companyVersions.publishedAt)))
    .returning({ version: companyVersions.version });
  if (rows.length !== 1) return false;
  await refreshCompanyFacts();
  return true;
}

/** The newest version saved, draft or published (what the staff form starts from), or undefined before the first. */
export async function latestCompanyVersion(): Promise<{ version: number; facts: CompanyFacts; published: boolean } | undefined> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(companyVersions).orderBy(desc(companyVersions.version)).limit(1);
  const facts = factsOf(row);
  return facts && row ? { version: row.version, facts, published: row.publishedAt !== null } : undefined;
}

/** The facts' history, newest first (the last `limit` versions). */
export async function companyHistory(limit = 50): Promise<CompanyVersion[]> {
  const { db } = await getDatabase();
  const creator = alias(users, "creator");
  const publisher = alias(users, "publisher");
  return db
    .select({ version: companyVersions.version, createdAt: companyVersions.createdAt, createdBy: creator.username, publishedAt: companyVersions.publishedAt, publishedBy: publisher.username })
    .from(companyVersions)
    .leftJoin(creator, eq(creator.id, companyVersions.createdBy))
    .leftJoin(publisher, eq(publisher.id, companyVersions.publishedBy))
    .orderBy(desc(companyVersions.version))
    .limit(limit);
}
