import { describe, expect, it } from "vitest";
import destinations from "../../content/destinations.json" with { type: "json" };
import { airportNames } from "./airports.ts";
import type { DestinationCard } from "./destination-card.ts";
import { countryOptions, filterDestinations } from "./destination-filter.ts";

const card = (slug: string, title: string, city: string, continent: DestinationCard["continent"]): DestinationCard => ({
  slug,
  title,
  excerpt: "",
  country: slug.split("/")[0]!,
  city,
  airport_code: "XXX",
  continent,
});

const cards = [
  card("germany/frankfurt-fra", "Pet Transport to Frankfurt", "Frankfurt", "europe"),
  card("germany/munich-muc", "Pet Transport to Munich", "Munich", "europe"),
  card("japan/tokyo-nrt", "Pet Transport to Tokyo", "Tokyo", "asia"),
  card("united-arab-emirates/dubai-dxb", "Pet Transport to Dubai", "Dubai", "middle-east"),
  card("australia/sydney-syd", "Pet Transport to Sydney", "Sydney", "australia"),
];

describe("destination filters", () => {
  it("searches title, country and city case-insensitively, in the page language", () => {
    expect(filterDestinations(cards, { q: "MUNICH" }, "en").shown.map((c) => c.city)).toEqual(["Munich"]);
    expect(filterDestinations(cards, { q: "deutschland" }, "de").total).toBe(2);
    expect(filterDestinations(cards, { q: "germany" }, "de").total).toBe(2);
  });

  it("finds a destination by its airport's code or name, as the search box promises", () => {
    const withAirports = [{ ...cards[0]!, airport_code: "FRA" }, { ...card("united-kingdom/london-lhr", "Pet Transport to London", "London", "europe"), airport_code: "LHR" }];
    expect(filterDestinations(withAirports, { q: "lhr" }, "en").shown.map((c) => c.city)).toEqual(["London"]);
    expect(filterDestinations(withAirports, { q: "Heathrow" }, "de").shown.map((c) => c.city)).toEqual(["London"]);
    expect(filterDestinations(withAirports, { q: "heathrow" }, "en").shown.map((c) => c.city)).toEqual(["London"]);
  });

  it("knows the airport of every destination", () => {
    const codes = (destinations as Array<{ airport_code: string }>).map((destination) => destination.airport_code);
    expect(codes.filter((code) => !airportNames[code])).toEqual([]);
  });

  it("finds German names with or without umlauts and accents, as typed on a German keyboard or without one", () => {
    const german = [card("germany/munich-muc", "Haustiertransport nach München", "München", "europe"), card("switzerland/zurich-zrh", "Haustiertransport nach Zürich", "Zürich", "europe")];
    for (const q of ["mün", "mun", "MUENCHEN", "München"]) expect(filterDestinations(german, { q }, "de").shown.map((c) => c.city)).toEqual(["München"]);
    for (const q of ["zur", "Zürich", "zuerich"]) expect(filterDestinations(german, { q }, "de").shown.map((c) => c.city)).toEqual(["Zürich"]);
    expect(filterDestinations(german, { q: "Schweiz" }, "de").shown.map((c) => c.city)).toEqual(["Zürich"]);
    expect(filterDestinations(german, { q: "  " }, "de").total).toBe(2);
  });

  it("combines search, country and region; 'all' means no filter", () => {
    expect(filterDestinations(cards, { q: "pet", country: "germany" }, "en").total).toBe(2);
    expect(filterDestinations(cards, { country: "all", region: "asia" }, "en").shown.map((c) => c.city)).toEqual(["Tokyo", "Dubai"]);
    expect(filterDestinations(cards, { region: "oceania" }, "en").shown.map((c) => c.city)).toEqual(["Sydney"]);
    expect(filterDestinations(cards, { q: "tokyo", region: "europe" }, "en").total).toBe(0);
  });

  it("shows at most 30 cards and features the first 4", () => {
    const many = Array.from({ length: 35 }, (_, i) => card(`germany/city-${i}`, `Pet Transport ${i}`, `City ${i}`, "europe"));
    const result = filterDestinations(many, {}, "en");
    expect(result.shown).toHaveLength(30);
    expect(result.truncated).toBe(true);
    expect(result.featured.map((c) => c.city)).toEqual(["City 0", "City 1", "City 2", "City 3"]);
  });

  it("lists the sorted unique countries", () => {
    expect(countryOptions(cards, "de").map((o) => o.label)).toEqual(["Australien", "Deutschland", "Japan", "Vereinigte Arabische Emirate"]);
  });
});
