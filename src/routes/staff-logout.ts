import { redirect } from "react-router";
import type { Route } from "./+types/staff-logout";
import { endSession, staffContext } from "../server/staff/session.server.ts";
import { staffHref } from "../route-table.ts";

export async function action({ request, context }: Route.ActionArgs) {
  throw redirect(staffHref("staffLogin"), { headers: { "Set-Cookie": await endSession(request, context.get(staffContext)) } });
}

export function loader() {
  throw redirect(staffHref("staffInbox"));
}
