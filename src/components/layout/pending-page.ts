import { matchPath, useLocation, useNavigation } from "react-router";
import { routeEntry, type RouteId } from "../../route-table.ts";
import { useDelayed } from "./NavigationProgress.tsx";

/** How long a page's data may take before its loading view replaces the page being left. */
export const PENDING_PAGE_DELAY_MS = 400;

/** The screens with a loading view of their own (docs/requirements.md §2), by the routes that lead to them. */
const pendingViews = {
  destination: ["destination", "destinationFlat"],
  blogPost: ["blogPost"],
} as const satisfies Record<string, readonly RouteId[]>;

export type PendingView = keyof typeof pendingViews;

const patterns = (Object.entries(pendingViews) as Array<[PendingView, readonly RouteId[]]>).flatMap(([view, ids]) =>
  ids.flatMap((id) => {
    const entry = routeEntry(id);
    return [entry.en, entry.de ?? entry.en].map((path) => ({ view, path }));
  }),
);

/** The loading view for a path, if it leads to one of those screens. */
export function pendingViewOf(pathname: string): PendingView | null {
  return patterns.find(({ path }) => matchPath(path, pathname))?.view ?? null;
}

/**
 * The loading view to show while a client-side navigation to another destination or blog post
 * waits for its data longer than a moment; null otherwise (also for changes within one page, such
 * as the travel planner's query).
 */
export function usePendingView(): PendingView | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" && navigation.location.pathname !== pathname ? pendingViewOf(navigation.location.pathname) : null;
  return useDelayed(target !== null, PENDING_PAGE_DELAY_MS) ? target : null;
}
