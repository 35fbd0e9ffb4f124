import { describe, expect, it } from "vitest";
import { requirementCountries } from "../schemas/requirements.ts";
import { originOfPlace } from "../destination-options.ts";
import { originOfCountry } from "./origins.ts";

describe("origin groups", () => {
  it("takes the origin from a departure that is one of the site's places, in either language", () => {
    expect(originOfPlace("Frankfurt (FRA), Germany")).toBe("eu");
    expect(originOfPlace("Zürich (ZRH), Schweiz")).toBe("eu");
    expect(originOfPlace("London (LHR), United Kingdom")).toBe("gb");
    expect(originOfPlace("New York (JFK), United States")).toBe("listed");
    expect(originOfPlace("Tokio (NRT), Japan")).toBe("listed");
    expect(originOfPlace("Istanbul (IST), Turkey")).toBe("unlisted");
    expect(originOfPlace("Somewhere near Hamburg")).toBeUndefined();
    expect(originOfPlace(undefined)).toBeUndefined();
  });

  it("has a group for every country of the site", () => {
    const groups = new Set(requirementCountries.map(originOfCountry));
    expect([...groups].sort()).toEqual(["eu", "gb", "listed", "unlisted"]);
  });
});
