import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/language";
import { languages } from "../i18n/languages.ts";
import { setCookie } from "../lib/cookies.ts";
import { safeReturnPath } from "../server/http/return-path.server.ts";

const choiceSchema = z.object({ to: z.enum(languages), return: z.string().catch("/") });

/**
 * `GET /language?to=de&return=/faq?language=de`: the language toggle. Only a visitor's own choice
 * stores the language cookie (plain page views store nothing, so pages stay cacheable); then the
 * page in that language. A link, so it works without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const choice = choiceSchema.safeParse({ to: url.searchParams.get("to"), return: url.searchParams.get("return") });
  if (!choice.success) return redirect("/");
  return redirect(safeReturnPath(choice.data.return, url.origin), { headers: { "Set-Cookie": setCookie("lang", choice.data.to), "Cache-Control": "no-store" } });
}
