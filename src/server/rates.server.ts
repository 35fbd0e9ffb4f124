/**
 * The company's rate card (docs/decisions/031): its versions and their history, the version in force
 * on a day, and the estimate of a quote request with it. A version is saved as a draft, previewed,
 * then published; the published version with the latest validity date that has begun is in force.
 */
import { and, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { placeForText } from "../lib/destination-options.ts";
import { estimateIn, journeyOfQuote, type RateCard, type ShownEstimate } from "../lib/estimate.ts";
import { officeToday } from "../lib/office-day.ts";
import { rateCardSchema } from "../lib/schemas/rate-card.ts";
import type { Lang } from "../i18n/languages.ts";
import { quoteJourneySchema, type QuoteJourney } from "../lib/schemas/leads.ts";
import { translateIssues } from "../lib/api/answer.ts";
import { getDatabase } from "./db/client.server.ts";
import { rateCards, users } from "./db/schema.ts";
import { errorSummary, log } from "./log.server.ts";

export type RateCardContent = Omit<RateCard, "version" | "validFrom">;

/** A version in the card's history: who saved and published it, and when. */
export interface RateCardVersion {
  version: number;
  validFrom: string;
  createdAt: Date;
  createdBy: string | null;
  publishedAt: Date | null;
  publishedBy: string | null;
}

type Row = typeof rateCards.$inferSelect;

/**
 * Versions checked so far: a version's row never changes but for publishing, so each is checked (and
 * a bad one logged) once per process. Keyed by its number and the instant it was saved, which no
 * other row shares (not even in another database a process opens, as the tests do).
 */
const checked = new Map<string, RateCard | undefined>();
const MAX_CHECKED = 100;

/** A stored version as a card, checked again: a card the schema no longer takes prices nothing. */
function cardOf(row: Row | undefined): RateCard | undefined {
  if (!row) return undefined;
  const key = `${row.version}@${row.createdAt.toISOString()}`;
  if (checked.has(key)) return checked.get(key);
  const parsed = rateCardSchema.safeParse({ ...row.card, version: row.version, validFrom: row.validFrom });
  if (!parsed.success) log.error(`rate card version ${row.version} does not match the schema and prices nothing`);
  if (checked.size >= MAX_CHECKED) checked.clear();
  checked.set(key, parsed.data);
  return parsed.data;
}

/** Saves a new version as a draft; returns its number. */
export async function saveRateCard(card: RateCardContent & { validFrom: string }, userId: number | null): Promise<number> {
  const { validFrom, ...content } = card;
  const { db } = await getDatabase();
  const [row] = await db.insert(rateCards).values({ validFrom, card: content, createdBy: userId }).returning({ version: rateCards.version });
  return row!.version;
}

/** Publishes a draft; false when there is no such draft (unknown, or published already). */
export async function publishRateCard(version: number, userId: number | null): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(rateCards)
    .set({ publishedAt: new Date(), publishedBy: userId })
    .where(and(eq(rateCards.version, version), isNull(rateCards.publishedAt)))
    .returning({ version: rateCards.version });
  return rows.length === 1;
}

/** One version, draft or published. */
export async function rateCardVersion(version: number): Promise<RateCard | undefined> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(rateCards).where(eq(rateCards.version, version)).limit(1);
  return cardOf(row);
}

/** The newest version saved, draft or published: what the staff form starts from. */
export async function latestRateCard(): Promise<RateCard | undefined> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(rateCards).orderBy(desc(rateCards.version)).limit(1);
  return cardOf(row);
}

/** The version in force on `day` (the office's today by default): published, valid from that day or before, the latest such. */
export async function currentRateCard(day = officeToday()): Promise<RateCard | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select()
    .from(rateCards)
    .where(and(isNotNull(rateCards.publishedAt), lte(rateCards.validFrom, day)))
    .orderBy(desc(rateCards.validFrom), desc(rateCards.publishedAt), desc(rateCards.version))
    .limit(1);
  return cardOf(row);
}

/** The card's history, newest first (the last `limit` versions). */
export async function rateCardHistory(limit = 50): Promise<RateCardVersion[]> {
  const { db } = await getDatabase();
  const creator = alias(users, "creator");
  const publisher = alias(users, "publisher");
  return db
    .select({
      version: rateCards.version,
      validFrom: rateCards.validFrom,
      createdAt: rateCards.createdAt,
      createdBy: creator.username,
      publishedAt: rateCards.publishedAt,
      publishedBy: publisher.username,
    })
    .from(rateCards)
    .leftJoin(creator, eq(creator.id, rateCards.createdBy))
    .leftJoin(publisher, eq(publisher.id, rateCards.publishedBy))
    .orderBy(desc(rateCards.version))
    .limit(limit);
}

/**
 * The estimate of a quote request's journey with the card in force: for a destination of the site
 * (the destination field names one of its suggestions) that the card prices fully, else "on request";
 * undefined when the card cannot be read (a lead is never lost for its estimate).
 */
export async function estimateOfJourney(journey: QuoteJourney, lang: Lang): Promise<ShownEstimate | undefined> {
  const destinationCountry = placeForText(journey.destinationAddress)?.country;
  if (!destinationCountry) return { kind: "on-request", reason: "route" };
  try {
    return estimateIn(await currentRateCard(), journeyOfQuote(journey, destinationCountry), lang);
  } catch (error) {
    log.error(`estimate not made: ${errorSummary(error)}`);
    return undefined;
  }
}

/**
 * "Show price estimate" of the quote form without JavaScript: the posted form's journey checked by
 * the journey's part of the quote schema (its errors, translated, when it does not describe one),
 * then its estimate; "unavailable" when the card cannot be read.
 */
export async function journeyEstimate(payload: unknown, lang: Lang): Promise<{ errors: Record<string, string>; estimate?: ShownEstimate | { kind: "unavailable" } }> {
  const journey = quoteJourneySchema.safeParse(payload);
  if (!journey.success) return { errors: Object.fromEntries(translateIssues(journey.error, lang).reverse().map((issue) => [issue.path, issue.message])) };
  return { errors: {}, estimate: (await estimateOfJourney(journey.data, lang)) ?? { kind: "unavailable" } };
}
