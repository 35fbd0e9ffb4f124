import { route, type RouteConfig } from "@react-router/dev/routes";
import { hasTranslatedPath, routeTable } from "./i18n/route-table.ts";

/** Generated from the route table: one route per English path and one per distinct German path. */
export default routeTable.flatMap((entry) => [
  route(entry.en, entry.file, { id: entry.id }),
  ...(hasTranslatedPath(entry) && "de" in entry ? [route(entry.de, entry.file, { id: `${entry.id}.de` })] : []),
]) satisfies RouteConfig;
