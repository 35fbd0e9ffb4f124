import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff-login";
import { translator } from "../i18n/messages/index.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { clientIpContext, langContext } from "../lib/request-context.ts";
import { currentStaff, deviceToken, rememberDevice, startSession } from "../server/staff/session.server.ts";
import { signIn, type SignIn } from "../server/staff/sign-in.server.ts";
import { parseForm } from "../server/http/forms.server.ts";
import { SignInView } from "../views/staff/SignInView.tsx";
import { staffHref } from "../route-table.ts";

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentStaff(request)) throw redirect(staffHref("staffInbox"));
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
  const result: SignIn = fields.success
    ? await signIn(fields.data.username, fields.data.password, context.get(clientIpContext), deviceToken(request))
    : { ok: false };
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(request, result.userId));
    headers.append("Set-Cookie", await rememberDevice(request, result.userId, result.deviceId));
    throw redirect(staffHref("staffInbox"), { headers });
  }
  if (result.retryAfter) {
    const headers = { "Retry-After": String(result.retryAfter) };
    return result.busy
      ? data({ error: t("staff.signInBusy") }, { status: 503, headers })
      : data({ error: t("staff.signInBlocked", { count: Math.ceil(result.retryAfter / 60) }) }, { status: 429, headers });
  }
  return data({ error: t("staff.signInFailed") }, { status: 401 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("staff.signInTitle"), t("staff.signInTitle"), { noindex: true });
};

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  return <SignInView error={actionData?.error} />;
}
