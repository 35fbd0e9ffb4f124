import { Outlet } from "react-router";
import type { Route } from "./+types/staff-area";
import type { RouteHandle } from "../lib/route-handle.ts";

/** The staff area is a work tool: its own chrome, and nothing in it is cached or indexed. */
export const handle: RouteHandle = { chrome: "staff" };

export const middleware: Route.MiddlewareFunction[] = [
  async (_, next) => {
    const response = await next();
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  },
];

export default function StaffArea() {
  return <Outlet />;
}
