/**
 * The site's generated images (see scripts/build-images.ts): each canonical `.jpg` path of
 * docs/requirements.md §7 has AVIF and WebP variants at fixed widths, and the fallback chains of docs/requirements.md §7.
 */
import { findCountry, type Continent } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";

export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;
export const DEFAULT_PET_IMAGE = "/assets/pets/pet-1.jpg";
export const DEFAULT_COUNTRY_IMAGE = "/assets/destinations/countries/default.jpg";
/** The home page's picture of a journey (scripts/illustrations.ts). */
export const HERO_IMAGE = "/assets/illustrations/hero.jpg";

/** Where a content entry's phone and tablet crops apply (the site's breakpoints, src/styles/theme.css.ts). */
export const PHONE_MEDIA = "(max-width: 767px)";
export const TABLET_MEDIA = "(max-width: 1024px)";

export const countryImage = (country: string) => `/assets/destinations/countries/${country}.jpg`;
export const continentImage = (continent: string) => `/assets/destinations/continents/${continent}.jpg`;
/**
 * A destination's own image (its city and airport on the map), by its slug `country/city-airport`; with a
 * language other than English, the image labelled with the city's name in that language (drawn only where
 * that language's texts name the city differently: München, Tokio).
 */
export const placeImage = (slug: string, lang?: Lang): string | undefined =>
  /^[a-z0-9-]+\/[a-z0-9-]+$/.test(slug) ? `/assets/destinations/places/${lang && lang !== "en" ? `${lang}/` : ""}${slug}.jpg` : undefined;

/** `srcset` strings for the modern formats of a canonical `.jpg` path. */
export function imageVariants(path: string): { avif: string; webp: string } {
  const base = path.replace(/\.jpe?g$/, "");
  const set = (format: string) => IMAGE_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(", ");
  return { avif: set("avif"), webp: set("webp") };
}

/**
 * docs/requirements.md §8: a destination shows its own image (given its slug; first the one in `namedIn`, the
 * language of the page where it names the city differently), else its country's image,
 * else its continent's, else a coloured gradient with the name (`null` at the end of the chain). A
 * country we do not know skips to the continent.
 */
export function destinationImageChain(country: string, continent: Continent | string | undefined, slug?: string, namedIn?: Lang): Array<string | null> {
  const chain: Array<string | null> = [];
  const own = slug === undefined ? undefined : placeImage(slug);
  const local = slug === undefined || namedIn === undefined || namedIn === "en" ? undefined : placeImage(slug, namedIn);
  if (local) chain.push(local);
  if (own) chain.push(own);
  if (findCountry(country)) chain.push(countryImage(country));
  const known = continent ?? findCountry(country)?.continent;
  if (known) chain.push(continentImage(known));
  chain.push(null);
  return chain;
}

/** docs/requirements.md §8: a pet image falls back to the default pet image. */
export function petImageChain(src: string | undefined): string[] {
  return src && src !== DEFAULT_PET_IMAGE ? [src, DEFAULT_PET_IMAGE] : [DEFAULT_PET_IMAGE];
}

/** A stable, readable background for the gradient fallback, derived from the name. */
export function gradientFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `linear-gradient(135deg, hsl(${hue} 55% 30%), hsl(${(hue + 40) % 360} 60% 22%))`;
}
