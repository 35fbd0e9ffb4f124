import { describe, expect, it } from "vitest";
import { destinationImageChain, gradientFor, imageVariants, petImageChain, placeImage } from "./images.ts";

describe("generated images", () => {
  it("lists AVIF and WebP variants of a canonical path at every width", () => {
    expect(imageVariants("/assets/pets/dog-2.jpg")).toEqual({
      avif: "/assets/pets/dog-2-400.avif 400w, /assets/pets/dog-2-800.avif 800w, /assets/pets/dog-2-1200.avif 1200w",
      webp: "/assets/pets/dog-2-400.webp 400w, /assets/pets/dog-2-800.webp 800w, /assets/pets/dog-2-1200.webp 1200w",
    });
  });

  it("falls back from country to continent to the gradient (docs/requirements.md §8)", () => {
    expect(destinationImageChain("japan", "asia")).toEqual(["/assets/destinations/countries/japan.jpg", "/assets/destinations/continents/asia.jpg", null]);
  });

  it("shows a destination's own image first, then its country's, its continent's and the gradient", () => {
    expect(placeImage("germany/munich-muc")).toBe("/assets/destinations/places/germany/munich-muc.jpg");
    expect(destinationImageChain("germany", "europe", "germany/munich-muc")).toEqual([
      "/assets/destinations/places/germany/munich-muc.jpg",
      "/assets/destinations/countries/germany.jpg",
      "/assets/destinations/continents/europe.jpg",
      null,
    ]);
  });

  it("shows the image in the page's language where that language names the city differently, then the English one", () => {
    expect(placeImage("germany/munich-muc", "de")).toBe("/assets/destinations/places/de/germany/munich-muc.jpg");
    expect(destinationImageChain("germany", "europe", "germany/munich-muc", "de")).toEqual([
      "/assets/destinations/places/de/germany/munich-muc.jpg",
      "/assets/destinations/places/germany/munich-muc.jpg",
      "/assets/destinations/countries/germany.jpg",
      "/assets/destinations/continents/europe.jpg",
      null,
    ]);
    expect(destinationImageChain("germany", "europe", "germany/munich-muc", "en")[0]).toBe("/assets/destinations/places/germany/munich-muc.jpg");
  });

  it("has no own image for a slug that is not of the form country/city-airport", () => {
    expect(placeImage("../secrets")).toBeUndefined();
    expect(placeImage("germany")).toBeUndefined();
    expect(destinationImageChain("germany", "europe", "Germany/Munich")).toEqual(["/assets/destinations/countries/germany.jpg", "/assets/destinations/continents/europe.jpg", null]);
  });

  it("skips the country image of an unknown country and uses its continent", () => {
    expect(destinationImageChain("atlantis", "europe")).toEqual(["/assets/destinations/continents/europe.jpg", null]);
    expect(destinationImageChain("atlantis", undefined)).toEqual([null]);
    expect(destinationImageChain("germany", undefined)).toEqual(["/assets/destinations/countries/germany.jpg", "/assets/destinations/continents/europe.jpg", null]);
  });

  it("falls back to the default pet image", () => {
    expect(petImageChain("/assets/pets/cat-3.jpg")).toEqual(["/assets/pets/cat-3.jpg", "/assets/pets/pet-1.jpg"]);
    expect(petImageChain(undefined)).toEqual(["/assets/pets/pet-1.jpg"]);
  });

  it("derives a stable gradient from the name", () => {
    expect(gradientFor("Atlantis")).toBe(gradientFor("Atlantis"));
    expect(gradientFor("Atlantis")).not.toBe(gradientFor("Lemuria"));
  });
});
