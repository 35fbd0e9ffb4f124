import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog";
import { NewsletterForm } from "../features/newsletter/NewsletterForm.tsx";
import { translator } from "../i18n/messages/index.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { subscribe } from "../server/leads/newsletter.server.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries, postSummary } from "../server/content.server.ts";
import { BlogListView } from "../views/BlogListView.tsx";

/** The newsletter form's fields; anything that is no text reads as empty (validation then answers). */
const newsletterFormSchema = z.object({ email: z.string().max(254).catch(""), website: z.string().max(200).catch("") });

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: (await contentQueries.posts(context.get(langContext))).map(postSummary) };
}

/** The newsletter form without JavaScript posts here and sees the answer under the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = submissionContext(request, context);
  const t = translator(ctx.lang);
  const form = await parseForm(request, newsletterFormSchema);
  const { email, website } = form.data ?? { email: "", website: "" };
  const result = await subscribe({ email, language: ctx.lang, website }, ctx);
  switch (result.kind) {
    case "sent":
      return { newsletter: { kind: "sent" as const, message: t("newsletter.sent") }, email: "" };
    case "already":
      return { newsletter: { kind: "already" as const, message: t("newsletter.already") }, email };
    case "invalid":
      return data({ newsletter: { kind: "error" as const, message: result.details[0]?.message ?? t("validation.email") }, email }, { status: 400 });
    case "rate_limited":
      return data({ newsletter: { kind: "error" as const, message: t("api.rateLimited") }, email }, { status: 429 });
    case "unavailable":
      return data({ newsletter: { kind: "error" as const, message: t("api.unavailable") }, email }, { status: 503 });
  }
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
