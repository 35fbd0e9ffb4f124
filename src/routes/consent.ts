import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/consent";
import { CONSENT_COOKIE, ONE_YEAR_SECONDS } from "../i18n/languages.ts";
import { parseForm } from "../server/http/forms.server.ts";

/**
 * Only paths of this site may be returned to. The value is resolved the way a browser resolves a
 * Location header (so `/\t/evil.example` or `/\evil.example` cannot lead elsewhere), must stay on
 * this origin, and is sent back as a path with a single leading slash.
 */
export function safeReturnPath(value: unknown, origin = "http://localhost"): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  return `/${url.pathname.replace(/^\/+/, "")}${url.search}${url.hash}`;
}

const consentSchema = z.object({ consent: z.enum(["all", "essential"]), returnTo: z.string().catch("/") });

/** Stores the cookie-consent choice; the banner posts here as a plain form (works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, consentSchema);
  if (!parsed.success) {
    return new Response("Bad request: consent must be 'all' or 'essential'.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const cookie = `${CONSENT_COOKIE}=${parsed.data.consent}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return redirect(safeReturnPath(parsed.data.returnTo, new URL(request.url).origin), { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/");
}
