import { z } from "zod";
import type { Route } from "./+types/newsletter-token";
import { routeIdOf } from "../route-table.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { applyToken } from "../server/leads/newsletter.server.ts";
import { NewsletterTokenView } from "../views/NewsletterTokenView.tsx";
import { privatePageHeaders } from "../lib/private-page.ts";

/** One module for both links of the mail: the route tells which one was followed. */
const kindOf = (pattern: string): "confirm" | "unsubscribe" => (routeIdOf(pattern) === "newsletterUnsubscribe" ? "unsubscribe" : "confirm");

export const headers = privatePageHeaders;

export function loader({ request, pattern }: Route.LoaderArgs) {
  return { kind: kindOf(pattern), token: new URL(request.url).searchParams.get("token") ?? "" };
}

const tokenFormSchema = z.object({ token: z.string().max(100) });

/** Links in mails only show a button; the change happens on POST, so link scanners change nothing. */
export async function action({ request, pattern }: Route.ActionArgs) {
  const form = await parseForm(request, tokenFormSchema);
  const ok = form.success && (await applyToken(form.data.token, kindOf(pattern)));
  return { ok };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t(args.loaderData?.kind === "unsubscribe" ? "newsletter.unsubscribedTitle" : "newsletter.confirmedTitle"), t("newsletter.metaDescription"), { noindex: true });
};

export default function NewsletterToken({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterTokenView kind={loaderData.kind} token={loaderData.token} result={actionData} />;
}
