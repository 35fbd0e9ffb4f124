import { Outlet } from "react-router";
import type { Route } from "./+types/staff-session";
import { requireStaff, staffContext } from "../server/admin/session.server.ts";

/** Every page and file below needs a signed-in staff member (else: the sign-in page); they read it from the context. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    context.set(staffContext, await requireStaff(request));
    return next();
  },
];

/** The signed-in staff member's name, for the bar on every staff page. */
export function loader({ context }: Route.LoaderArgs) {
  return { username: context.get(staffContext).username };
}

export default function StaffSession() {
  return <Outlet />;
}
