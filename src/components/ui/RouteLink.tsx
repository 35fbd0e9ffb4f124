import { Link, type LinkProps } from "react-router";
import { hrefOf, type Params, type RouteId } from "../../route-table.ts";
import type { Lang } from "../../i18n/languages.ts";
import { useLang } from "../../i18n/use-t.ts";

export type RouteLinkProps = Omit<LinkProps, "to"> & { route: RouteId; params?: Params; search?: string; hash?: string; inLang?: Lang };

/** A link to a route of the route table, in the current language unless `inLang` names another. */
export function RouteLink({ route, params, search, hash, inLang, ...props }: RouteLinkProps) {
  const current = useLang();
  // A link into the other language loads the page from the server (see LanguageToggle).
  const reloadDocument = props.reloadDocument ?? (inLang !== undefined && inLang !== current);
  return <Link {...props} reloadDocument={reloadDocument} to={withSearch(hrefOf(route, inLang ?? current, params), search) + (hash ? `#${hash}` : "")} />;
}

/** Adds a query (`?a=1`) to an href that may already carry one (`?language=de`). */
const withSearch = (href: string, search: string | undefined) =>
  search ? `${href}${href.includes("?") ? "&" : "?"}${search.replace(/^\?/, "")}` : href;
