import { Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/newsletter-token";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { button } from "../components/ui/ui.css.ts";
import { routeIdOf } from "../route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { applyToken } from "../server/leads/newsletter.server.ts";

/** One module for both links of the mail: the route tells which one was followed. */
const kindOf = (pattern: string) => (routeIdOf(pattern) === "newsletterUnsubscribe" ? "unsubscribe" : "confirm");

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
  const t = useT();
  const unsubscribe = loaderData.kind === "unsubscribe";
  if (actionData) {
    return actionData.ok ? (
      <PageHeader title={t(unsubscribe ? "newsletter.unsubscribedTitle" : "newsletter.confirmedTitle")} lead={t(unsubscribe ? "newsletter.unsubscribedText" : "newsletter.confirmedText")} />
    ) : (
      <PageHeader title={t("newsletter.title")} lead={t("newsletter.invalidLink")} />
    );
  }
  return (
    <>
      <PageHeader title={t("newsletter.title")} lead={t("newsletter.text")} />
      <Section>
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={button.primary}>{t(unsubscribe ? "newsletter.unsubscribeButton" : "newsletter.confirmButton")}</button>
        </Form>
      </Section>
    </>
  );
}
