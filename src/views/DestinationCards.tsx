import { DestinationImage } from "../components/ui/ContentImage.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { isCityState } from "../i18n/countries.ts";
import { useLang } from "../i18n/use-t.ts";
import { countryName, type DestinationCard as Card } from "../lib/destination-card.ts";
import { destinationParams } from "../lib/destination-params.ts";

const cardSizes = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

/** One destination card: image, title, two-line excerpt, country (not for a city-state, which its title names) and airport code badge. */
export function DestinationCard({ card, priority = false }: { card: Card; priority?: boolean }) {
  const lang = useLang();
  return (
    <li className={page.card} data-testid="destination-card" data-priority={priority ? "eager" : "lazy"}>
      <span className={page.cardMedia}>
        <DestinationImage country={card.country} continent={card.continent} slug={card.slug} localName={card.localName} alt="" priority={priority} sizes={cardSizes} />
      </span>
      <h3 className={page.cardTitle}>
        <RouteLink route="destination" params={destinationParams(card, lang)} className={page.cardLink}>{card.title}</RouteLink>
      </h3>
      <p className={`${page.cardText} ${page.clamp2}`}>{card.excerpt}</p>
      <span className={page.cardMeta}>
        {isCityState(card.country, card.city) ? null : <>{countryName(card, lang)} · </>}<span className={page.codeBadge}>{card.airport_code}</span>
      </span>
    </li>
  );
}

/**
 * A grid of destination cards; the first `priority` cards load their images with the page, the
 * others when the browser sees them coming (none is the largest paint of a page: that is its heading
 * text or its own picture, so no card image is fetched ahead of them).
 */
export function DestinationCards({ cards, priority = 0, columns = 3, testId = "destination-cards" }: { cards: Card[]; priority?: number; columns?: 3 | 4; testId?: string }) {
  return (
    <ul className={`${columns === 4 ? page.grid4 : page.grid} ${page.plainList}`} data-testid={testId}>
      {cards.map((card, index) => <DestinationCard key={card.slug} card={card} priority={index < priority} />)}
    </ul>
  );
}
