import { data, useLocation } from "react-router";
import type { Route } from "./+types/request";
import { langContext } from "../lib/request-context.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { inquiryOfToken } from "../server/requests/links.server.ts";
import { requestPage } from "../server/requests/request-page.server.ts";
import { limitRequestView } from "../server/requests/request-view.server.ts";
import { answerDocumentForm, answerMessageForm, answerRemindersForm, answerStepForm, ownerFormFields, ownerIntentSchema } from "../server/requests/owner-forms.server.ts";
import { formFields } from "../server/http/forms.server.ts";
import { MAX_MESSAGE_PHOTOS } from "../lib/lead-status.ts";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";
import { ProblemView } from "../views/ErrorView.tsx";
import { RequestView } from "../views/request/RequestView.tsx";
import { withRouteTexts } from "../lib/route-texts.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { SentState } from "../features/submit-lead.ts";

/** The phone bar offers no "Get a Quote" here. */
export const handle: RouteHandle = { quoteOffered: false };

/**
 * For its owner only: kept by no browser cache or shared cache, never indexed, and its address (the
 * private link) never sent on as a Referer to another site. `same-origin` rather than `no-referrer`:
 * with `no-referrer` a browser posts the page's own forms with `Origin: null`, which the server
 * refuses as a request from another site.
 */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };

export const headers = () => privateHeaders;

/**
 * The page's forms: a checklist step recorded done on its day (or opened again), a paper for a step,
 * reminder mails asked for or stopped, and a message to the team. A refusal comes back beside the form it came from (also without JavaScript); nothing is stored.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await limitRequestView(context);
  const inquiryId = await inquiryOfToken(params.token);
  if (!inquiryId) throw data(null, { status: 404, headers: privateHeaders });
  const { fields, files } = await formFields(request, ownerFormFields, { photos: MAX_MESSAGE_PHOTOS, document: 1 });
  const intent = ownerIntentSchema.parse(fields.intent);
  if (intent === "message") return answerMessageForm(inquiryId, fields, files.photos ?? [], privateHeaders);
  if (intent === "document") return answerDocumentForm(inquiryId, fields, files.document ?? [], privateHeaders);
  if (intent === "remindersOn" || intent === "remindersOff") return answerRemindersForm(inquiryId, intent === "remindersOn", privateHeaders);
  return answerStepForm(inquiryId, fields, { owner: true }, privateHeaders);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await limitRequestView(context);
  const inquiryId = await inquiryOfToken(params.token);
  const page = inquiryId ? await requestPage(inquiryId, context.get(langContext)) : undefined;
  if (!page) throw data(null, { status: 404, headers: privateHeaders });
  return data({ ...page, token: params.token }, { headers: privateHeaders });
}

/** A client-side navigation here also loads the texts the page shows besides the public pages' (the route table's `texts`). */
export const clientLoader = (args: Route.ClientLoaderArgs) => withRouteTexts(args);

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  const reference = args.loaderData?.reference;
  return reference
    ? metaFor(args, t("request.metaTitle", { reference }), t("request.title", { reference }), { noindex: true })
    : metaFor(args, t("request.notFoundTitle"), t("request.notFoundText"), { noindex: true });
};

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = useLocation().state as Partial<SentState> | null;
  return <RequestView {...loaderData} justSent={state?.sent === true} stepResult={actionData && "step" in actionData ? actionData.step : undefined} messageResult={actionData && "message" in actionData ? actionData.message : undefined} remindersChanged={actionData && "reminders" in actionData ? actionData.reminders.on : undefined} documentResult={actionData && "document" in actionData ? actionData.document : undefined} />;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      notFound={{ title: "request.notFoundTitle", text: "request.notFoundText", back: { route: "contact", label: "request.contactUs" } }}
      statusHandlers={{ 429: <ProblemView testId="request-limited" title="request.tooManyTitle" text="request.tooManyText" back={{ route: "home", label: "notFound.home" }} retry /> }}
    />
  );
}
