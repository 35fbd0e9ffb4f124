import { DestinationImage } from "../components/ui/ContentImage.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { isCityState } from "../i18n/countries.ts";
import { useLang } from "../i18n/use-t.ts";
import { countryName, type DestinationCard as Card } from "../lib/destination-card.ts";
import { destinationParams } from "../lib/destination-params.ts";

const cardSizes = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

/**
 * One destination card: image, title, two-line excerpt, country (not for a city-state, which its title
 * names) and airport code badge. Its image loads when it comes near, and the card is laid out only
 * then (`page.deferredCard`): no card is the largest paint of a page (that is its heading text or its
 * own picture), so none is fetched alongside the page's stylesheet and picture.
 */
export function DestinationCard({ card }: { card: Card }) {
  const lang = useLang();
  return (
    <li className={`${page.card} ${page.deferredCard}`} data-testid="destination-card">
      <span className={page.cardMedia}>
        <DestinationImage country={card.country} continent={card.continent} slug={card.slug} localName={card.localName} alt="" sizes={cardSizes} />
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

/** A grid of destination cards. */
export function DestinationCards({ cards, columns = 3, testId = "destination-cards" }: { cards: Card[]; columns?: 3 | 4; testId?: string }) {
  return (
    <ul className={`${columns === 4 ? page.grid4 : page.grid} ${page.plainList}`} data-testid={testId}>
      {cards.map((card) => <DestinationCard key={card.slug} card={card} />)}
    </ul>
  );
}
