import { countrySegment } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";
import type { Destination } from "./schemas/content.ts";

/** Route parameters of a destination in a language (the country segment is translated): its links, its canonical URL and the sitemap. */
export function destinationParams(destination: Pick<Destination, "slug" | "country">, lang: Lang) {
  const [country = destination.country, slug = ""] = destination.slug.split("/");
  return { country: countrySegment(country, lang), slug };
}
