import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./ErrorView.tsx";
import { NotFoundView, type NotFoundViewProps } from "./NotFoundView.tsx";

/**
 * The error boundary of every route: the view a route gives for the status of the error, the
 * not-found view for 404, and the error view (with a reload link) for everything else — a failing
 * database never reads as a missing page. A content page passes its own not-found view
 * ('Destination Not Found', …), which it also shows, with the reload link, when its content could
 * not be loaded (docs/requirements.md §2).
 */
export function GeneralErrorBoundary({ statusHandlers = {}, notFound }: { statusHandlers?: Partial<Record<number, ReactNode>>; notFound?: NotFoundViewProps }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handled = statusHandlers[error.status];
    if (handled) return handled;
    if (error.status === 404) return <NotFoundView {...notFound} />;
  }
  return notFound ? <NotFoundView {...notFound} retry /> : <ErrorView />;
}
