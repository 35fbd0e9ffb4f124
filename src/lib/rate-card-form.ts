/**
 * The staff area's rate-card form (the route `staffRates`): fixed rows of plain fields, so it works without
 * JavaScript, read against an allow-list of field names and turned into a card for
 * `rateCardSchema`. Amounts are typed in euros ("120", "120.50" or "120,50") and kept in cents.
 *
 *   validFrom, vatNote.en, vatNote.de, notes.en, notes.de
 *   zone{1..ZONES}.key | .minimum | .documents | .band{1..BANDS}.upTo | .band{1..BANDS}.perKg
 *   country.{key}.zone (a zone's number or empty) | .documents | .customs   (every destination country)
 *   pickup{1..DISTANCES}.upTo | .amount, delivery{1..DISTANCES}.upTo | .amount
 *   crate.{series}                                                         (every standard series)
 *
 * A row left empty is left out; a zone is its rows with a name. Every country chooses one zone at
 * most, so "a country in two zones" cannot even be entered.
 */
import { countries } from "../i18n/countries.ts";
import type { StaffMessageKey } from "../i18n/messages/en-staff.ts";
import { crateSeries } from "./crate.ts";
import { rateCardSchema, type RateCard } from "./schemas/rate-card.ts";

export const RATE_ZONES = 6;
export const RATE_BANDS = 5;
export const RATE_DISTANCES = 4;

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
export const zoneNumbers = numbers(RATE_ZONES);
export const bandNumbers = numbers(RATE_BANDS);
export const distanceNumbers = numbers(RATE_DISTANCES);
export const distanceKinds = ["pickup", "delivery"] as const;
const textFields = ["vatNote.en", "vatNote.de", "notes.en", "notes.de"] as const;

/** Every field name the form has; nothing else of a posted form is read. */
export const rateFormFields: readonly string[] = [
  "validFrom",
  ...textFields,
  ...zoneNumbers.flatMap((zone) => [`zone${zone}.key`, `zone${zone}.minimum`, `zone${zone}.documents`, ...bandNumbers.flatMap((band) => [`zone${zone}.band${band}.upTo`, `zone${zone}.band${band}.perKg`])]),
  ...countries.flatMap((country) => [`country.${country.en}.zone`, `country.${country.en}.documents`, `country.${country.en}.customs`]),
  ...distanceKinds.flatMap((kind) => distanceNumbers.flatMap((band) => [`${kind}${band}.upTo`, `${kind}${band}.amount`])),
  ...crateSeries.map((crate) => `crate.${crate.series}`),
];

export type RateFormValues = Record<string, string>;

/** A problem with the form: the message, and the field it concerns (or the section of the card). */
export interface RateFormError {
  field: string;
  key: StaffMessageKey;
}

const EUROS = /^\d{1,7}(?:[.,]\d{1,2})?$/;
/** The largest value each kind of field takes, in its unit ×100: €1,000,000 in cents, 10,000 kg or km. */
const limitOf = { "rates.error.amount": 100_000_000, "rates.error.limit": 1_000_000 } as const;
const LIMIT = /^\d{1,5}(?:[.,]\d{1,2})?$/;
const DAY = /^20\d{2}-\d{2}-\d{2}$/;

/** Reads the allowed fields of a posted form (the first value of each, at most 1,000 characters). */
export function rateFormValues(get: (name: string) => unknown): RateFormValues {
  const values: RateFormValues = {};
  for (const name of rateFormFields) {
    const value = get(name);
    if (typeof value === "string" && value.trim() !== "") values[name] = value.trim().slice(0, 1_000);
  }
  return values;
}

/** The form's values for a card (the form starts from the newest version, or empty). */
export function rateFormValuesOf(card: RateCard | undefined): RateFormValues {
  if (!card) return {};
  const values: RateFormValues = { validFrom: card.validFrom, "vatNote.en": card.vatNote.en, "vatNote.de": card.vatNote.de, "notes.en": card.notes.en, "notes.de": card.notes.de };
  const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
  card.zones.slice(0, RATE_ZONES).forEach((zone, index) => {
    const prefix = `zone${index + 1}`;
    values[`${prefix}.key`] = zone.key;
    values[`${prefix}.minimum`] = euros(zone.minimumCents);
    if (zone.documentsCents !== undefined) values[`${prefix}.documents`] = euros(zone.documentsCents);
    zone.bands.slice(0, RATE_BANDS).forEach((band, bandIndex) => {
      values[`${prefix}.band${bandIndex + 1}.upTo`] = String(band.upToKg);
      values[`${prefix}.band${bandIndex + 1}.perKg`] = euros(band.perKgCents);
    });
    for (const country of zone.countries) values[`country.${country}.zone`] = String(index + 1);
  });
  for (const fee of card.documents) values[`country.${fee.country}.documents`] = euros(fee.cents);
  for (const fee of card.customs) values[`country.${fee.country}.customs`] = euros(fee.cents);
  for (const kind of distanceKinds) {
    card[kind].slice(0, RATE_DISTANCES).forEach((band, index) => {
      values[`${kind}${index + 1}.upTo`] = String(band.upToKm);
      values[`${kind}${index + 1}.amount`] = euros(band.cents);
    });
  }
  for (const crate of card.crates) values[`crate.${crate.series}`] = euros(crate.cents);
  return values;
}

/** Where on the form an issue of the card's schema belongs. */
function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [section, index] = path;
  if (section === "zones" && typeof index === "number") return `zone${index + 1}.key`;
  if (section === "pickup" || section === "delivery") return `${section}1.upTo`;
  if (section === "vatNote" || section === "notes") return `${section}.${String(path[1] ?? "en")}`;
  return String(section ?? "validFrom");
}

/**
 * The card the form describes, checked by the card's schema, or the problems: each with the field
 * it concerns, so the form can show it there. `version` is the number the card will get (the schema
 * asks for one; the database gives it).
 */
export function rateCardFromForm(values: RateFormValues): { ok: true; card: Omit<RateCard, "version"> } | { ok: false; errors: RateFormError[] } {
  const errors: RateFormError[] = [];
  const read = (name: string, pattern: RegExp, key: keyof typeof limitOf, scale: number): number | undefined => {
    const raw = values[name]?.trim();
    if (!raw) return undefined;
    if (!pattern.test(raw)) {
      errors.push({ field: name, key });
      return undefined;
    }
    const value = Math.round(Number(raw.replace(",", ".")) * scale);
    if (value > limitOf[key]) {
      errors.push({ field: name, key });
      return undefined;
    }
    return value;
  };
  const cents = (name: string) => read(name, EUROS, "rates.error.amount", 100);
  const limit = (name: string) => {
    const value = read(name, LIMIT, "rates.error.limit", 100);
    return value === undefined ? undefined : value / 100;
  };
  const required = (name: string, value: number | undefined) => {
    if (value === undefined && !errors.some((error) => error.field === name)) errors.push({ field: name, key: "rates.error.required" });
    return value ?? 0;
  };

  const validFrom = values.validFrom ?? "";
  if (!DAY.test(validFrom)) errors.push({ field: "validFrom", key: "rates.error.validFrom" });

  const zones = zoneNumbers.flatMap((number) => {
    const prefix = `zone${number}`;
    const key = values[`${prefix}.key`];
    const members = countries.filter((country) => values[`country.${country.en}.zone`] === String(number)).map((country) => country.en);
    if (key === undefined) {
      for (const country of members) errors.push({ field: `country.${country}.zone`, key: "rates.error.zoneWithoutName" });
      // Figures for a zone without a name would be lost without a word.
      if (Object.keys(values).some((name) => name.startsWith(`${prefix}.`))) errors.push({ field: `${prefix}.key`, key: "rates.error.nameZone" });
      return [];
    }
    const bands = bandNumbers.flatMap((band) => {
      const upTo = limit(`${prefix}.band${band}.upTo`);
      const perKg = cents(`${prefix}.band${band}.perKg`);
      if (upTo === undefined && perKg === undefined) return [];
      return [{ upToKg: required(`${prefix}.band${band}.upTo`, upTo), perKgCents: required(`${prefix}.band${band}.perKg`, perKg) }];
    });
    if (bands.length === 0) errors.push({ field: `${prefix}.band1.upTo`, key: "rates.error.noBand" });
    if (members.length === 0) errors.push({ field: `${prefix}.key`, key: "rates.error.noCountry" });
    const documents = cents(`${prefix}.documents`);
    return [{ key, countries: members, minimumCents: required(`${prefix}.minimum`, cents(`${prefix}.minimum`)), bands, ...(documents === undefined ? {} : { documentsCents: documents }) }];
  });
  for (const country of countries) {
    const zone = values[`country.${country.en}.zone`];
    if (zone !== undefined && !zoneNumbers.map(String).includes(zone)) errors.push({ field: `country.${country.en}.zone`, key: "rates.error.zoneWithoutName" });
  }
  const countryFees = (kind: "documents" | "customs") =>
    countries.flatMap((country) => {
      const amount = cents(`country.${country.en}.${kind}`);
      return amount === undefined ? [] : [{ country: country.en, cents: amount }];
    });
  const distances = (kind: (typeof distanceKinds)[number]) =>
    distanceNumbers.flatMap((band) => {
      const upTo = limit(`${kind}${band}.upTo`);
      const amount = cents(`${kind}${band}.amount`);
      if (upTo === undefined && amount === undefined) return [];
      return [{ upToKm: required(`${kind}${band}.upTo`, upTo), cents: required(`${kind}${band}.amount`, amount) }];
    });
  const crates = crateSeries.flatMap((crate) => {
    const amount = cents(`crate.${crate.series}`);
    return amount === undefined ? [] : [{ series: crate.series, cents: amount }];
  });
  const card = {
    version: 1,
    validFrom,
    currency: "EUR" as const,
    zones,
    documents: countryFees("documents"),
    customs: countryFees("customs"),
    pickup: distances("pickup"),
    delivery: distances("delivery"),
    crates,
    vatNote: { en: values["vatNote.en"] ?? "", de: values["vatNote.de"] ?? "" },
    notes: { en: values["notes.en"] ?? "", de: values["notes.de"] ?? "" },
  };
  if (errors.length > 0) return { ok: false, errors };
  const parsed = rateCardSchema.safeParse(card);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({ field: fieldOfIssue(issue.path), key: (issue.message.startsWith("rates.") ? issue.message : "rates.error.invalid") as StaffMessageKey })),
    };
  }
  const { version: _version, ...checked } = parsed.data;
  return { ok: true, card: checked };
}
