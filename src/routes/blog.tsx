import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog";
import { NewsletterForm } from "../features/newsletter/NewsletterForm.tsx";
import { translator } from "../i18n/messages/index.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { formOutcome, parseForm } from "../server/http/forms.server.ts";
import { subscribe } from "../server/leads/newsletter.server.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { actionRetryAfter } from "../lib/private-page.ts";
import { contentQueries } from "../server/content.server.ts";
import { postSummary } from "../server/content-selection.server.ts";
import { BlogListView } from "../views/BlogListView.tsx";

/** The newsletter form's fields; anything that is no text reads as empty (validation then answers). */
const newsletterFormSchema = z.object({ email: z.string().max(254).catch(""), website: z.string().max(200).catch("") });

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: (await contentQueries.posts(context.get(langContext))).map(postSummary) };
}

/** A refused sign-up (429, 503) tells the client when to try again. */
export const headers = actionRetryAfter;

/** The newsletter form without JavaScript posts here and sees the answer under the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = submissionContext(request, context);
  const t = translator(ctx.lang);
  const form = await parseForm(request, newsletterFormSchema);
  const { email, website } = form.data ?? { email: "", website: "" };
  const { outcome, status, headers } = formOutcome(await subscribe({ email, language: ctx.lang, website }, ctx), { email }, ctx.lang);
  // The newsletter form shows one line under the field: what happened, or the first error.
  const newsletter =
    outcome.kind === "form"
      ? { kind: "error" as const, message: Object.values(outcome.errors)[0] ?? outcome.message ?? t("validation.email") }
      : { kind: "sent" as const, message: t("newsletter.sent") };
  return data({ newsletter, email: newsletter.kind === "sent" ? "" : email }, { status, headers });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("blog.metaTitle"), t("blog.metaDescription"));
};

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BlogListView
      posts={loaderData.posts}
      newsletter={<NewsletterForm key={actionData ? JSON.stringify(actionData) : "newsletter"} initialStatus={actionData?.newsletter} initialEmail={actionData?.email} />}
    />
  );
}
