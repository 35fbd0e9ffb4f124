import { Link, type LinkProps } from "react-router";
import { hrefOf, type Params, type RouteId } from "../../i18n/route-table.ts";
import type { Lang } from "../../i18n/languages.ts";
import { useLang } from "../../i18n/use-t.ts";

export type RouteLinkProps = Omit<LinkProps, "to"> & { route: RouteId; params?: Params; hash?: string; inLang?: Lang };

/** A link to a route of the route table, in the current language unless `inLang` names another. */
export function RouteLink({ route, params, hash, inLang, ...props }: RouteLinkProps) {
  const current = useLang();
  return <Link {...props} to={hrefOf(route, inLang ?? current, params) + (hash ? `#${hash}` : "")} />;
}
