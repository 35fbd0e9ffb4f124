import { data } from "react-router";
import type { Route } from "./+types/blog";
import { NewsletterForm } from "../features/newsletter/NewsletterForm.tsx";
import { translator } from "../i18n/messages/index.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { subscribe } from "../server/leads/newsletter.server.ts";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { formatLongDate } from "../i18n/format.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await contentQueries.posts(context.get(langContext)) };
}

/** The newsletter form without JavaScript posts here and sees the answer under the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ctx = submissionContext(request, context);
  const t = translator(ctx.lang);
  const result = await subscribe({ email: form.get("email"), language: ctx.lang, website: form.get("website") }, ctx);
  const email = String(form.get("email") ?? "");
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
  const t = useT();
  const lang = useLang();
  const { posts } = loaderData;
  return (
    <>
      <PageHeader title={t("blog.title")} lead={t("blog.text")} />
      <Section>
        {posts.length === 0 ? (
          <p data-testid="blog-empty">{t("blog.empty")}</p>
        ) : (
          <ul className={`${page.grid} ${page.plainList}`}>
            {posts.map((post) => (
              <li key={post.slug} className={page.card}>
                <h2 className={page.cardTitle}>
                  <RouteLink route="blogPost" params={{ slug: post.slug }} className={page.cardLink}>{post.translation.title}</RouteLink>
                </h2>
                <p className={page.cardText}>{post.translation.excerpt}</p>
                <time className={page.cardMeta} dateTime={post.created_at}>{formatLongDate(post.created_at, lang)}</time>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="newsletter" title={t("newsletter.title")} intro={t("newsletter.text")} alt>
        <NewsletterForm key={actionData ? JSON.stringify(actionData) : "newsletter"} initialStatus={actionData?.newsletter} initialEmail={actionData?.email} />
      </Section>
    </>
  );
}
