import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./ErrorView.tsx";
import { NotFoundView } from "./NotFoundView.tsx";

/**
 * The error boundary of every route: the view a route gives for the status of the error (its own
 * not-found view for 404, say), the general not-found view for any other 404, and the error view
 * for everything else — a failing database never reads as "not found".
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Partial<Record<number, ReactNode>> }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handled = statusHandlers[error.status];
    if (handled) return handled;
    if (error.status === 404) return <NotFoundView />;
  }
  return <ErrorView />;
}
