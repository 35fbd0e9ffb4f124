import { useMatches } from "react-router";

/** What a route module may say about itself through `export const handle`. */
export interface RouteHandle {
  /** The chrome around the page: the public site's (header, footer, banner) or the staff area's. */
  chrome?: "site" | "staff";
}

/** The chrome the deepest route that names one asks for; the public site's by default. */
export function useChrome(): NonNullable<RouteHandle["chrome"]> {
  const chosen = useMatches().findLast((match) => (match.handle as RouteHandle | undefined)?.chrome);
  return (chosen?.handle as RouteHandle | undefined)?.chrome ?? "site";
}
