import { Link, type LinkProps } from "react-router";
import { hrefOf, type Params, type RouteId } from "../../route-table.ts";
import type { Lang } from "../../i18n/languages.ts";
import { useLang } from "../../i18n/use-t.ts";

export type RouteLinkProps = Omit<LinkProps, "to"> & { route: RouteId; params?: Params; search?: string; hash?: string; inLang?: Lang };

/**
 * A link as the server renders it: only its markup, the same that React Router's `Link` renders
 * for an absolute path (RouteLink.test.tsx compares them for every route). `Link` would resolve the
 * path against the route matches and set up click handling that never runs on the server: that was
 * a sixth of a page's render. In the browser `Link` renders the same anchor and takes it over when
 * the page hydrates.
 */
export function ServerLink({
  to,
  target,
  discover = "render",
  // Navigation options: they act on click, in the browser.
  prefetch: _prefetch,
  reloadDocument: _reloadDocument,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  mask: _mask,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  onClick: _onClick,
  ...rest
}: Omit<LinkProps, "to"> & { to: string }) {
  return <a {...rest} href={to} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

const Anchor = import.meta.env.SSR ? ServerLink : Link;

/** A link to a route of the route table, in the current language unless `inLang` names another. */
export function RouteLink({ route, params, search, hash, inLang, ...props }: RouteLinkProps) {
  const current = useLang();
  // A link into the other language loads the page from the server (see LanguageToggle).
  const reloadDocument = props.reloadDocument ?? (inLang !== undefined && inLang !== current);
  return <Anchor {...props} reloadDocument={reloadDocument} to={withSearch(hrefOf(route, inLang ?? current, params), search) + (hash ? `#${hash}` : "")} />;
}

/** Adds a query (`?a=1`) to an href that may already carry one (`?language=de`). */
const withSearch = (href: string, search: string | undefined) =>
  search ? `${href}${href.includes("?") ? "&" : "?"}${search.replace(/^\?/, "")}` : href;
