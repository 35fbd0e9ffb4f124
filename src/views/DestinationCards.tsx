import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { countrySegment, findCountry } from "../i18n/countries.ts";
import { useLang } from "../i18n/use-t.ts";
import type { Destination } from "../lib/schemas/content.ts";

/** Route parameters of a destination in a language (the country segment is translated). */
export function destinationParams(destination: Pick<Destination, "slug" | "country">, lang: "en" | "de") {
  const [country = destination.country, slug = ""] = destination.slug.split("/");
  return { country: countrySegment(country, lang), slug };
}

export function DestinationCards({ destinations }: { destinations: Destination[] }) {
  const lang = useLang();
  return (
    <ul className={`${page.grid} ${page.plainList}`} data-testid="destination-cards">
      {destinations.map((destination) => (
        <li key={destination.slug} className={page.card}>
          <h3 className={page.cardTitle}>
            <RouteLink route="destination" params={destinationParams(destination, lang)} className={page.cardLink}>
              {destination.translation.title}
            </RouteLink>
          </h3>
          <p className={page.cardText}>{destination.translation.excerpt}</p>
          <span className={page.cardMeta}>
            {findCountry(destination.country)?.name[lang] ?? destination.country} · {destination.airport_code}
          </span>
        </li>
      ))}
    </ul>
  );
}
