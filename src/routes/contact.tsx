import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import { ContactForm, CUSTOM_SUBJECT, type ContactFormProps } from "../features/contact/ContactForm.tsx";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import { translator } from "../i18n/messages/index.ts";
import { useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { useRootData } from "../lib/root-data.ts";
import { submissionContext } from "../server/http/api.server.ts";
import { formStatus, outcomeOf, readForm } from "../server/http/forms.server.ts";
import { submitContact } from "../server/leads/submit.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { idempotencyKey: randomUUID(), customSubject: new URL(request.url).searchParams.get("customSubject") === "1" };
}

/** The contact form without JavaScript: the same service as the API, then the thank-you view or the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { payload, idempotencyKey } = await readForm(request, "contact");
  const customSubject = payload.subject === CUSTOM_SUBJECT;
  if (customSubject) payload.subject = "";
  const result = await submitContact(payload, { ...submissionContext(request, context), idempotencyKey });
  const t = translator(context.get(langContext));
  const outcome = outcomeOf(result, payload, { rejected: t("api.recaptchaFailed"), rateLimited: t("api.rateLimited"), unavailable: t("api.unavailable") });
  return data({ ...outcome, customSubject, idempotencyKey: idempotencyKey ?? randomUUID() }, { status: formStatus[result.kind] });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("contact.metaTitle"), t("contact.metaDescription"));
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const phone = t("contact.phone");
  const form = actionData?.status === "form" ? actionData : undefined;
  return (
    <>
      <PageHeader title={t("contact.title")} lead={t("contact.text")} />
      <Section>
        <div className={page.twoColumn}>
          <div>
            <aside id="quote" className={page.callout}>
              <h2 className={page.calloutTitle}>{t("contact.quoteBoxTitle")}</h2>
              <p>{t("contact.quoteBoxText")}</p>
              <GetQuoteLink className={button.primary}>{t("contact.quoteBoxButton")}</GetQuoteLink>
            </aside>
            <h2 className={page.actions}>{t("contact.formTitle")}</h2>
            <ContactForm
              key={actionData ? JSON.stringify(actionData) : "form"}
              initialValues={form?.values as ContactFormProps["initialValues"]}
              serverErrors={form?.errors}
              serverMessage={form?.message}
              customSubject={actionData?.customSubject ?? loaderData.customSubject}
              idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
              recaptcha={root?.recaptcha ?? null}
              sentName={actionData?.status === "created" ? actionData.name : undefined}
            />
          </div>
          <dl className={page.aside}>
            <dt className={page.factLabel}>{t("contact.emailLabel")}</dt>
            <dd className={page.factValue}><a href={`mailto:${t("contact.email")}`}>{t("contact.email")}</a></dd>
            <dt className={page.factLabel}>{t("contact.phoneLabel")}</dt>
            <dd className={page.factValue}><a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a></dd>
            <dt className={page.factLabel}>{t("contact.hoursLabel")}</dt>
            <dd className={page.factValue}>{t("contact.hours")}</dd>
            <dd className={page.factValue}>{t("contact.emergency")}</dd>
          </dl>
        </div>
      </Section>
    </>
  );
}
