import { redirect } from "react-router";
import type { Route } from "./+types/admin-logout";
import { endSession, staffContext } from "../server/admin/session.server.ts";
import { staffHref } from "../route-table.ts";

export async function action({ request, context }: Route.ActionArgs) {
  throw redirect(staffHref("adminLogin"), { headers: { "Set-Cookie": await endSession(request, context.get(staffContext)) } });
}

export function loader() {
  throw redirect(staffHref("admin"));
}
