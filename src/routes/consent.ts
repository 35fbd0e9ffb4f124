import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/consent";
import { languages } from "../i18n/languages.ts";
import { translator } from "../i18n/messages/index.ts";
import { setCookie } from "../lib/cookies.ts";
import { langContext } from "../lib/request-context.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { safeReturnPath } from "../server/http/return-path.server.ts";

const consentSchema = z.object({ consent: z.enum(["all", "essential", "unset"]), returnTo: z.string().catch("/"), language: z.enum(languages).optional().catch(undefined) });

/**
 * Stores the cookie-consent choice; the banner posts here as a plain form (works without
 * JavaScript). `unset` (the footer's "Cookie settings") forgets it, so the banner asks again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, consentSchema);
  if (!parsed.success) {
    return new Response(translator(context.get(langContext))("cookie.badChoice"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { consent } = parsed.data;
  const headers = new Headers({ "Set-Cookie": setCookie("consent", consent === "unset" ? undefined : consent) });
  // Answering the banner also keeps the language it was answered in (a plain page view stores nothing).
  if (parsed.data.language) headers.append("Set-Cookie", setCookie("lang", parsed.data.language));
  return redirect(safeReturnPath(parsed.data.returnTo, new URL(request.url).origin), { headers });
}

export function loader() {
  return redirect("/");
}
