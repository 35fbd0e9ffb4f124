/**
 * The company's facts: the ones the build carries (content/company.json, checked at start-up: a file that does not
 * validate stops the start), and the versions
 * staff edit in the staff area (saved as drafts, published without a rebuild; the newest published one is shown,
 * in every server process within `COMPANY_CHECK_MS`). What the imprint of the facts shown lacks under § 5 DDG is
 * named in one warning at start and whenever another version is shown.
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { company, companyFacts, imprintGaps, setCompanyFacts, type CompanyFacts } from "../lib/company.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { ContentError } from "./content.server.ts";
import { getDatabase, type Database } from "./db/client.server.ts";
import { companyVersions, users } from "./db/schema.ts";
import { errorSummary, log } from "./log.server.ts";

export function checkCompanyFacts(value: unknown = company): CompanyFacts {
  const result = companySchema.safeParse(value);
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => `content/company.json: ${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("\n"));
  }
  return result.data;
}

/** The one-line warning about what the imprint of the facts shown lacks under § 5 DDG, or undefined when it lacks nothing. */
export function imprintWarning(facts: CompanyFacts, version: number | null): string | undefined {
  const gaps = imprintGaps(facts);
  if (gaps.length === 0) return undefined;
  const shown = version === null ? "the facts content/company.json ships with (no version is published)" : `the published version ${version} of the company facts`;
  return `imprint: ${shown} lack what § 5 DDG requires: ${gaps.join(", ")}; the imprint shows only what is filled in; staff fill the facts in under "Company facts" in the staff area, and npm run launch-check lists everything a visitor cannot yet verify`;
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
/** The version whose imprint gaps were last reported (undefined: none yet; the first look reports the facts shown). */
let reported: number | null | undefined;
const listeners = new Set<() => void>();
let watcher: NodeJS.Timeout | undefined;

/** A stored version's facts, checked again: a version the schema no longer takes is not shown (and logged). */
function factsOf(row: { version: number; facts: unknown } | undefined): CompanyFacts | undefined {
  if (!row) return undefined;
  const parsed = companySchema.safeParse(row.facts);
  if (!parsed.success) log.error(`company facts version ${row.version} do not match the schema and are not shown`);
  return parsed.data;
}

/** The newest published version in a database (the one the site shows), or undefined while none is published. */
export async function newestPublishedFacts(db: Database): Promise<{ version: number; facts: CompanyFacts } | undefined> {
  const [row] = await db
    .select({ version: companyVersions.version, facts: companyVersions.facts })
    .from(companyVersions)
    .where(isNotNull(companyVersions.publishedAt))
    .orderBy(desc(companyVersions.publishedAt), desc(companyVersions.version))
    .limit(1);
  const facts = factsOf(row);
  return facts && row ? { version: row.version, facts } : undefined;
}

/** Runs `listener` whenever the facts the site shows change (the page cache forgets its pages). */
export function onCompanyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the newest published version and, when it is not the one shown, shows it (`setCompanyFacts`) and tells the
 * listeners. With none published, the shipped facts stay. The first look, and every look that finds another version,
 * warns once about what the imprint of the facts shown still lacks.
 */
export async function refreshCompanyFacts(warn: (line: string) => void = (line) => log.warn(line)): Promise<CompanyFacts> {
  const published = await newestPublishedFacts((await getDatabase()).db);
  const facts = published?.facts;
  const version = published?.version ?? null;
  if (version !== shown) {
    shown = version;
    setCompanyFacts(facts ?? company);
    for (const listener of listeners) listener();
  }
  if (version !== reported) {
    reported = version;
    const warning = imprintWarning(companyFacts(), version);
    if (warning) warn(warning);
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
