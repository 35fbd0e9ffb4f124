import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-login";
import { LanguageToggle } from "../components/layout/LanguageToggle.tsx";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { button } from "../components/ui/ui.css.ts";
import * as forms from "../features/forms.css.ts";
import { translator } from "../i18n/messages/index.ts";
import { useT } from "../i18n/use-t.ts";
import { adminHeaders } from "../lib/admin-headers.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { clientIpContext, langContext } from "../lib/request-context.ts";
import { currentStaff, startSession } from "../server/admin/session.server.ts";
import { signIn, type SignIn } from "../server/admin/sign-in.server.ts";
import { parseForm } from "../server/http/forms.server.ts";

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentStaff(request)) throw redirect("/admin");
  return null;
}

/**
 * Both fields as text. A missing or empty field, a file or a body that is no form is answered like
 * a wrong password without any further work. The bound only keeps absurd input away: it is far
 * above any real password, so an overlong one still reaches signIn and counts as a failure there.
 */
const credentials = z.object({ username: z.string().min(1).max(1024), password: z.string().min(1).max(1024) });

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(langContext));
  const fields = await parseForm(request, credentials);
  const result: SignIn = fields.success ? await signIn(fields.data.username, fields.data.password, context.get(clientIpContext)) : { ok: false };
  if (result.ok) {
    throw redirect("/admin", { headers: { "Set-Cookie": await startSession(request, result.userId), "Cache-Control": "no-store" } });
  }
  if (result.retryAfter) {
    const headers = { "Retry-After": String(result.retryAfter) };
    return result.busy
      ? data({ error: t("admin.signInBusy") }, { status: 503, headers })
      : data({ error: t("admin.signInBlocked", { minutes: Math.ceil(result.retryAfter / 60) }) }, { status: 429, headers });
  }
  return data({ error: t("admin.signInFailed") }, { status: 401 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("admin.signInTitle"), t("admin.signInTitle"), { noindex: true });
};

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("admin.signInTitle")}>
        <LanguageToggle />
      </PageHeader>
      <Section>
        <Form method="post" className={forms.form} data-testid="admin-login">
          {actionData?.error ? <p className={forms.summary} role="alert">{actionData.error}</p> : null}
          <div className={forms.field}>
            <label htmlFor="admin-username" className={forms.label}>{t("admin.username")}</label>
            <input id="admin-username" name="username" autoComplete="username" required className={forms.input} />
          </div>
          <div className={forms.field}>
            <label htmlFor="admin-password" className={forms.label}>{t("admin.password")}</label>
            <input id="admin-password" name="password" type="password" autoComplete="current-password" required className={forms.input} />
          </div>
          <div>
            <button type="submit" className={button.primary}>{t("admin.signIn")}</button>
          </div>
        </Form>
      </Section>
    </>
  );
}
