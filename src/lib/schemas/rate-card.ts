/**
 * Schema of the company's rate card (`src/lib/estimate.ts` prices a journey with it): the shape
 * staff enter and the database keeps. A zone's bands hold the chargeable weights above the previous
 * band's `upToKg` up to its own, at `perKgCents` per kilogram; below `minimumCents` the minimum applies. Every amount is whole cents of EUR, at most €1,000,000; every
 * list is bounded; countries are the site's destination countries (`src/i18n/countries.ts`), each
 * in one zone at most; weight and distance bands ascend; crates are the standard series of
 * `src/lib/crate.ts`, each priced once. Lists of `{ country, cents }` rather than objects keyed by
 * country, so no key of a request ever names a property.
 */
import { z } from "zod";
import { countries } from "../../i18n/countries.ts";
import type { StaffMessageKey } from "../../i18n/messages/en-staff.ts";
import { crateSeries } from "../crate.ts";
import { withoutControlCharacters } from "./leads.ts";

const MAX_CENTS = 100_000_000;
const cents = z.number().int().min(0).max(MAX_CENTS);
const countryKey = z.enum(countries.map((country) => country.en) as [string, ...string[]]);
/** Error messages are keys of the staff area's dictionary, translated where the form shows them. */
const msg = (key: StaffMessageKey) => ({ message: key });
/** A text shown under every estimate, in both languages (may be empty). */
const text = z.string().overwrite(withoutControlCharacters).trim().max(1000);
const texts = z.strictObject({ en: text, de: text });
/** A validity date from 2000 to 2099 (the database takes no year 0, and no card is older or that far ahead). */
const day = z.iso.date().regex(/^20\d\d-/, msg("rates.error.validFrom"));

/** Limits of a list of bands must rise from one band to the next. */
const ascending = <Band extends Record<Limit, number>, Limit extends string>(limit: Limit) => (bands: Band[]) => bands.every((band, index) => index === 0 || band[limit] > bands[index - 1]![limit]);
const unique = <Entry>(key: (entry: Entry) => string) => (entries: readonly Entry[]) => new Set(entries.map(key)).size === entries.length;

const weightBand = z.strictObject({ upToKg: z.number().positive().max(10_000), perKgCents: cents });
const distanceBand = z.strictObject({ upToKm: z.number().positive().max(10_000), cents });
const countryFee = z.strictObject({ country: countryKey, cents });

export const rateZoneSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, msg("rates.error.zoneKey")),
  countries: z.array(countryKey).min(1).max(countries.length).refine(unique((country: string) => country), msg("rates.error.countryTwice")),
  minimumCents: cents,
  bands: z.array(weightBand).min(1).max(20).refine(ascending("upToKg"), msg("rates.error.weightBands")),
  documentsCents: cents.optional(),
});

export const rateCardSchema = z
  .strictObject({
    version: z.number().int().positive(),
    validFrom: day,
    currency: z.literal("EUR"),
    zones: z.array(rateZoneSchema).max(countries.length).refine(unique((zone: { key: string }) => zone.key), msg("rates.error.zoneTwice")),
    documents: z.array(countryFee).max(countries.length).refine(unique((fee: { country: string }) => fee.country), msg("rates.error.countryTwice")),
    customs: z.array(countryFee).max(countries.length).refine(unique((fee: { country: string }) => fee.country), msg("rates.error.countryTwice")),
    pickup: z.array(distanceBand).max(20).refine(ascending("upToKm"), msg("rates.error.distanceBands")),
    delivery: z.array(distanceBand).max(20).refine(ascending("upToKm"), msg("rates.error.distanceBands")),
    crates: z
      .array(z.strictObject({ series: z.enum(crateSeries.map((crate) => crate.series) as [string, ...string[]]), cents }))
      .max(crateSeries.length)
      .refine(unique((crate: { series: string }) => crate.series), msg("rates.error.crateTwice")),
    /** How VAT applies to the estimate, and a free text shown under every estimate. */
    vatNote: texts,
    notes: texts,
  })
  .refine((card) => unique<string>((country) => country)(card.zones.flatMap((zone) => zone.countries)), { ...msg("rates.error.countryInTwoZones"), path: ["zones"] });

/** A valid rate card: what `estimate` prices a journey with. */
export type RateCard = z.output<typeof rateCardSchema>;
export type RateZone = RateCard["zones"][number];
