import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import destinations from "../../content/destinations.json";
import { destinationOptionsModule, optionsFile } from "../../scripts/destination-options.ts";
import { destinationOptions, matchOptions, optionBySlug, optionForLabel, placeForText } from "./destination-options.ts";
import { normalise } from "./normalise.ts";

const slugs = (text: string, lang: "en" | "de" = "en") => matchOptions(text, lang).map((option) => option.slug);

describe("destination options", () => {
  it("are generated from the content as it is (run `node scripts/destination-options.ts` after changing destinations)", () => {
    expect(readFileSync(optionsFile, "utf8")).toBe(destinationOptionsModule());
    expect(destinationOptions.map((option) => option.slug)).toEqual(destinations.filter((item) => item.published).map((item) => item.slug));
  });

  it("label each destination with city, airport code and country in the language", () => {
    expect(optionBySlug("japan/tokyo-nrt")?.label).toEqual({ en: "Tokyo (NRT), Japan", de: "Tokio (NRT), Japan" });
    expect(optionBySlug("germany/munich-muc")?.label).toEqual({ en: "Munich (MUC), Germany", de: "München (MUC), Deutschland" });
    expect(optionBySlug("united-states/honolulu-hnl")?.label.de).toBe("Honolulu (HNL), Vereinigte Staaten");
    expect(new Set(destinationOptions.map((option) => option.label.en)).size).toBe(destinationOptions.length);
  });

  it("name a city-state once", () => {
    expect(optionBySlug("singapore/singapore-sin")?.label).toEqual({ en: "Singapore (SIN)", de: "Singapur (SIN)" });
    expect(optionBySlug("hong-kong/hong-kong-hkg")?.label).toEqual({ en: "Hong Kong (HKG)", de: "Hongkong (HKG)" });
    expect(optionForLabel("Singapore (SIN)")?.slug).toBe("singapore/singapore-sin");
  });

  it("know a label in either language, word for word, and nothing else", () => {
    expect(optionForLabel("Tokyo (NRT), Japan")?.slug).toBe("japan/tokyo-nrt");
    expect(optionForLabel("  Tokio (NRT), Japan ")?.slug).toBe("japan/tokyo-nrt");
    for (const text of ["Tokyo", "tokyo (nrt), japan", "Tokyo (NRT)", "", undefined, "__proto__", "constructor"]) expect(optionForLabel(text), String(text)).toBeUndefined();
    expect(optionBySlug("__proto__")).toBeUndefined();
  });
});

describe("the place a typed text names", () => {
  it("is the option of a label, a city, an airport code or a country, in either language", () => {
    expect(placeForText("Tokyo")?.country).toBe("japan");
    expect(placeForText(" tokio ")?.country).toBe("japan");
    expect(placeForText("NRT")?.slug).toBe("japan/tokyo-nrt");
    expect(placeForText("Japan")?.country).toBe("japan");
    expect(placeForText("Österreich")?.country).toBe("austria");
    expect(placeForText("Munchen")?.country).toBe("germany");
  });

  it("is none for text that names no place, or places in different countries", () => {
    expect(placeForText("somewhere near the sea")).toBeUndefined();
    expect(placeForText("")).toBeUndefined();
    expect(placeForText(undefined)).toBeUndefined();
    expect(placeForText("Tok")).toBeUndefined();
  });
});

describe("matching typed text", () => {
  it("finds a city by its beginning, in both languages", () => {
    expect(slugs("tok").slice(0, 2).sort()).toEqual(["japan/tokyo-hnd", "japan/tokyo-nrt"]);
    expect(slugs("Toki", "de").slice(0, 2).sort()).toEqual(["japan/tokyo-hnd", "japan/tokyo-nrt"]);
    expect(slugs("münch")[0]).toBe("germany/munich-muc");
    expect(slugs("Munich", "de")[0]).toBe("germany/munich-muc");
  });

  it("finds an airport by its code, first", () => {
    expect(slugs("nrt")[0]).toBe("japan/tokyo-nrt");
    expect(slugs("NRT")[0]).toBe("japan/tokyo-nrt");
    expect(slugs("lhr")[0]).toBe("united-kingdom/london-lhr");
  });

  it("lists a country's airports by its name in either language", () => {
    expect(slugs("japan").sort()).toEqual(["japan/nagoya-ngo", "japan/osaka-kix", "japan/tokyo-hnd", "japan/tokyo-nrt"]);
    expect(slugs("Vereinigtes Königreich", "de")).toHaveLength(6);
    expect(slugs("vereinigtes konigreich")).toEqual(slugs("Vereinigtes Koenigreich"));
  });

  it("ignores case, accents, umlaut spellings and punctuation", () => {
    expect(slugs("zurich")[0]).toBe("switzerland/zurich-zrh");
    expect(slugs("ZUERICH")[0]).toBe("switzerland/zurich-zrh");
    expect(slugs("koln")[0]).toBe("germany/cologne-cgn");
    expect(slugs("Tokyo (NRT), Japan")).toEqual(["japan/tokyo-nrt"]);
    expect(normalise("Düsseldorf, Straße")).toBe("dusseldorf strasse");
    expect(normalise("Düsseldorf", true)).toBe("duesseldorf");
  });

  it("lists everything for empty text, sorted by label, and nothing for text no place fits", () => {
    expect(matchOptions("", "en")).toHaveLength(destinationOptions.length);
    expect(matchOptions("  ", "de")[0]?.label.de.localeCompare(matchOptions("  ", "de")[1]!.label.de, "de")).toBeLessThan(0);
    expect(slugs("Hauptstraße 5, 12345 Dorf")).toEqual([]);
    expect(slugs("xyzzy")).toEqual([]);
  });
});
