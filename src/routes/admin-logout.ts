import { redirect } from "react-router";
import type { Route } from "./+types/admin-logout";
import { endSession, requireStaff } from "../server/admin/session.server.ts";

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  throw redirect("/admin/login", { headers: { "Set-Cookie": await endSession(request, staff), "Cache-Control": "no-store" } });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect("/admin");
}
