import { describe, expect, it } from "vitest";
import featured from "../../content/featured.json";
import { EXPLORE_ROW, exploreRow } from "./explore-more.ts";

const list = ["a", "b", "c", "d"].map((slug) => ({ slug }));

describe("the explore-more row of a destination page", () => {
  it("is full: three destinations, never the page itself", () => {
    expect(exploreRow(list, "b").map((item) => item.slug)).toEqual(["a", "c", "d"]);
    expect(exploreRow(list, "z").map((item) => item.slug)).toEqual(["a", "b", "c"]);
  });

  it("has enough featured destinations for every page, including those it features", () => {
    for (const slug of [...featured.exploreMore, "germany/frankfurt-fra"]) {
      expect(exploreRow(featured.exploreMore.map((item) => ({ slug: item })), slug), slug).toHaveLength(EXPLORE_ROW);
    }
  });
});
