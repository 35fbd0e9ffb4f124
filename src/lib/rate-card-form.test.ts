import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fictitiousRateCard } from "../test/rate-card.ts";
import { propertyRuns } from "../test/property.ts";
import { rateCardFromForm, rateFormFields, rateFormValues, rateFormValuesOf, type RateFormValues } from "./rate-card-form.ts";

const card = fictitiousRateCard();
const { version: _version, ...content } = card;
const valuesOfCard = () => rateFormValuesOf(card);
const errorsOf = (values: RateFormValues) => {
  const result = rateCardFromForm(values);
  return result.ok ? [] : result.errors;
};

describe("the rate-card form", () => {
  it("gives back the card it was filled from", () => {
    expect(rateCardFromForm(valuesOfCard())).toEqual({ ok: true, card: content });
  });

  it("reads euros with a point or a comma, and leaves out rows left empty", () => {
    const values = { ...valuesOfCard(), "zone1.minimum": "99,95", "country.japan.customs": "50.5", "crate.700": "" };
    const result = rateCardFromForm(rateFormValues((name) => (values as Record<string, string>)[name]));
    expect(result.ok && result.card.zones[0]?.minimumCents).toBe(9_995);
    expect(result.ok && result.card.customs).toEqual([{ country: "japan", cents: 5_050 }]);
    expect(result.ok && result.card.crates.map((crate) => crate.series)).not.toContain("700");
  });

  it("names the field of each problem", () => {
    expect(errorsOf({ ...valuesOfCard(), "zone1.minimum": "12€" })).toEqual([{ field: "zone1.minimum", key: "rates.error.amount" }]);
    expect(errorsOf({ ...valuesOfCard(), "zone1.band2.upTo": "" })).toEqual([{ field: "zone1.band2.upTo", key: "rates.error.required" }]);
    expect(errorsOf({ ...valuesOfCard(), validFrom: "soon" })).toEqual([{ field: "validFrom", key: "rates.error.validFrom" }]);
    expect(errorsOf({ ...valuesOfCard(), "country.germany.zone": "2" })).toEqual([{ field: "country.germany.zone", key: "rates.error.zoneWithoutName" }]);
    expect(errorsOf({ ...valuesOfCard(), "country.germany.zone": "9" })).toEqual([{ field: "country.germany.zone", key: "rates.error.zoneWithoutName" }]);
    expect(errorsOf({ ...valuesOfCard(), "zone2.key": "europe" })).toEqual(expect.arrayContaining([{ field: "zone2.key", key: "rates.error.noCountry" }, { field: "zone2.band1.upTo", key: "rates.error.noBand" }]));
    expect(errorsOf({ ...valuesOfCard(), "zone1.band2.upTo": "40" })).toEqual([{ field: "zone1.key", key: "rates.error.weightBands" }]);
    expect(errorsOf({ ...valuesOfCard(), "zone1.key": "Asia!" })).toEqual([{ field: "zone1.key", key: "rates.error.zoneKey" }]);
    expect(errorsOf({ ...valuesOfCard(), "pickup2.upTo": "10" })).toEqual([{ field: "pickup1.upTo", key: "rates.error.distanceBands" }]);
    // Beyond what the card takes, or what the database can store: said at the field.
    expect(errorsOf({ ...valuesOfCard(), "crate.700": "1000000.01" })).toEqual([{ field: "crate.700", key: "rates.error.amount" }]);
    expect(errorsOf({ ...valuesOfCard(), "zone1.band3.upTo": "10001" })).toEqual([{ field: "zone1.band3.upTo", key: "rates.error.limit" }]);
    expect(errorsOf({ ...valuesOfCard(), validFrom: "0000-01-01" })).toEqual([{ field: "validFrom", key: "rates.error.validFrom" }]);
    // Figures of a zone without a name are never dropped silently.
    expect(errorsOf({ ...valuesOfCard(), "zone3.minimum": "80" })).toEqual([{ field: "zone3.key", key: "rates.error.nameZone" }]);
  });

  it("reads only its own fields, whatever a form posts (property)", () => {
    const name = fc.oneof(fc.constantFrom(...rateFormFields), fc.string({ maxLength: 30 }));
    const value = fc.oneof(fc.constantFrom("", "0", "1", "45", "12,5", "1e9", "99999999", "2026-02-30", "-1", "__proto__"), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 40 }), (entries) => {
        const posted = new Map(entries);
        const values = rateFormValues((field) => posted.get(field));
        for (const key of Object.keys(values)) expect(rateFormFields).toContain(key);
        const result = rateCardFromForm({ ...valuesOfCard(), ...values });
        if (!result.ok) for (const error of result.errors) expect(error.key).toMatch(/^rates\.error\./);
      }),
      propertyRuns(300),
    );
  });
});
