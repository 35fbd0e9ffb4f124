import { redirect } from "react-router";
import type { Route } from "./+types/consent";
import { CONSENT_COOKIE, ONE_YEAR_SECONDS } from "../i18n/languages.ts";

/** Only local paths may be returned to, never another site. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}

/** Stores the cookie-consent choice; the banner posts here as a plain form (works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("consent");
  if (choice !== "all" && choice !== "essential") {
    return new Response("Bad request: consent must be 'all' or 'essential'.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return redirect(safeReturnPath(form.get("returnTo")), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/");
}
