import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { hasTranslatedPath, routeTable, type RouteEntry } from "./route-table.ts";

/** One route per English path and one per distinct German path. */
const routesOf = (entries: readonly RouteEntry[]) =>
  entries.flatMap((entry) => [
    route(entry.en, entry.file, { id: entry.id }),
    ...(hasTranslatedPath(entry) && entry.de ? [route(entry.de, entry.file, { id: `${entry.id}.de` })] : []),
  ]);

const inArea = (area: RouteEntry["area"]) => routeTable.filter((entry: RouteEntry) => entry.area === area);

/**
 * Generated from the route table. The staff area is a layout route (staff chrome, no caching or
 * indexing) around the sign-in page and a second layout that requires a session for the rest.
 */
export default [
  ...routesOf(inArea(undefined)),
  layout("routes/staff-area.tsx", { id: "staffArea" }, [
    ...routesOf(inArea("staff")),
    layout("routes/staff-session.tsx", { id: "staffSession" }, routesOf(inArea("signedIn"))),
  ]),
] satisfies RouteConfig;
