import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { CUSTOM_SUBJECT } from "../features/contact/contact-keys.ts";
import { contactForm } from "../features/contact/DeferredContactForm.tsx";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { formOutcome, readForm } from "../server/http/forms.server.ts";
import { submitContact } from "../server/leads/submit.server.ts";
import { ContactView } from "../views/ContactView.tsx";
import { privatePageHeaders } from "../lib/private-page.ts";

export const headers = privatePageHeaders;

/** The form's code is loaded before the first render, so the page's HTML holds the whole form. */
export function loader({ request }: Route.LoaderArgs) {
  return contactForm.alongside(Promise.resolve({ idempotencyKey: randomUUID(), customSubject: new URL(request.url).searchParams.get("customSubject") === "1" }));
}

/** After a client-side navigation the form's code arrives with the page's data, so the form is interactive at once. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return contactForm.alongside(serverLoader());
}

/** The contact form without JavaScript: the same service as the API, then the thank-you view or the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { payload, idempotencyKey } = await readForm(request, "contact");
  const customSubject = payload.subject === CUSTOM_SUBJECT;
  if (customSubject) payload.subject = "";
  const result = await submitContact(payload, submissionContext(request, context, idempotencyKey));
  const { outcome, status, headers } = formOutcome(result, payload, context.get(langContext));
  return data({ ...outcome, customSubject, idempotencyKey }, { status, headers });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("contact.metaTitle"), t("contact.metaDescription"));
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContactView
      form={actionData?.kind === "form" ? actionData : undefined}
      sentName={actionData?.kind === "created" ? actionData.name : undefined}
      customSubject={actionData?.customSubject ?? loaderData.customSubject}
      idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
      formKey={actionData ? JSON.stringify(actionData) : "form"}
    />
  );
}
