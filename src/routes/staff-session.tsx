import { data, Outlet } from "react-router";
import type { Route } from "./+types/staff-session";
import { requireStaff, staffContext } from "../server/staff/session.server.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../lib/api/answer.ts";

/** Every page and file below needs a signed-in staff member (else: the sign-in page); they read it from the context. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    // The session lives in the database: while that is away, the staff area is unavailable (503), not broken.
    const staff = await requireStaff(request).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      throw data(null, { status: 503, headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } });
    });
    context.set(staffContext, staff);
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
