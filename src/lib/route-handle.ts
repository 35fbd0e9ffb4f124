import { useMatches } from "react-router";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /** The chrome around the page: the public site's (header, footer, banner) or the staff area's. */
  chrome?: "site" | "staff";
  /** The page is where a quote is asked for or was sent (the quote page, a request's page): the phone bar offers no "Get a Quote". */
  quoteOffered?: false;
}

/** The chrome the deepest route that names one asks for; the public site's by default. */
export function useChrome(): NonNullable<RouteHandle["chrome"]> {
  const chosen = useMatches().findLast((match) => (match.handle as RouteHandle | undefined)?.chrome);
  return (chosen?.handle as RouteHandle | undefined)?.chrome ?? "site";
}

/** Whether the page offers "Get a Quote" in the phone bar: not where the quote is asked for or was sent. */
export const useQuoteOffered = (): boolean => !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.quoteOffered === false);
