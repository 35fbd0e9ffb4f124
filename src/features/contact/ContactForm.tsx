import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Field, Honeypot, SubmitButton } from "../../components/ui/forms.tsx";
import { ErrorSummary } from "../ErrorSummary.tsx";
import { BotCheckNotice } from "../BotCheckNotice.tsx";
import { useFieldErrors } from "../field-errors.ts";
import { RouteLink } from "../../components/ui/RouteLink.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { hrefOf } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { RecaptchaSettings } from "../../lib/recaptcha.ts";
import { contactMessageSchema, contactSubjects, RECAPTCHA_PLACEHOLDER, type ContactMessageInput } from "../../lib/schemas/leads.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { GetQuoteLink } from "../../components/ui/GetQuoteLink.tsx";
import { useFormDraft } from "../drafts.ts";
import { leadFormPayload } from "../../lib/lead-forms.ts";
import { CONTACT_DRAFT, CUSTOM_SUBJECT } from "./contact-keys.ts";
import { useLeadSubmission } from "../submit-lead.ts";
import * as styles from "../../components/ui/forms.css.ts";

type Values = ContactMessageInput & { website?: string };

/**
 * What the visitor typed into the server-rendered form before its code arrived, read as the
 * contact page reads a post; nothing when nothing was typed (so a saved draft is restored).
 */
export function valuesOf(form: HTMLFormElement): Partial<Values> | undefined {
  const values = leadFormPayload(new FormData(form), "contact") as Partial<Values>;
  const typed = Object.entries(values).some(([name, value]) => name !== "recaptchaToken" && typeof value === "string" && value !== "");
  return typed ? values : undefined;
}

const emptyValues: Values = { name: "", email: "", subject: "", message: "", recaptchaToken: RECAPTCHA_PLACEHOLDER };

export interface ContactFormProps {
  initialValues?: Partial<Values>;
  serverErrors?: Record<string, string>;
  serverMessage?: string;
  customSubject?: boolean;
  idempotencyKey: string;
  recaptcha: RecaptchaSettings | null;
  /** Set after a submission without JavaScript: shows the thank-you view. */
  sentName?: string;
}

/** The thank-you view greeting the sender by name (docs/requirements.md §2). */
export function ContactThankYou({ name, onAnother }: { name: string; onAnother?: () => void }) {
  const t = useT();
  return (
    <div className={styles.infoBox} data-testid="contact-thank-you" role="status">
      <h2>{t("contact.thankYouTitle", { name: name.trim() || t("contact.defaultName") })}</h2>
      <p>{t("contact.thankYouText")}</p>
      <div className={styles.row}>
        <GetQuoteLink className={button.primary}>{t("contact.needTransport")}</GetQuoteLink>
        <RouteLink
          route="contact"
          className={button.secondary}
          onClick={(event) => {
            if (!onAnother) return;
            event.preventDefault();
            onAnother();
          }}
        >
          {t("contact.sendAnother")}
        </RouteLink>
      </div>
    </div>
  );
}

export function ContactForm({ initialValues, serverErrors = {}, serverMessage, customSubject = false, idempotencyKey, recaptcha, sentName }: ContactFormProps) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const [custom, setCustom] = useState(customSubject);
  const [sent, setSent] = useState<string | undefined>(sentName);
  const form = useForm<Values>({
    defaultValues: { ...emptyValues, ...initialValues },
    resolver: zodResolver(contactMessageSchema) as unknown as Resolver<Values>,
    mode: "onTouched",
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const presetSubjects = contactSubjects.map((subject) => t(`contact.subject.${subject}`));
  // What the visitor typed survives a reload; a form shown again after a post without JavaScript keeps the server's values.
  const draft = useFormDraft<Values>(CONTACT_DRAFT, form, {
    exclude: ["recaptchaToken", "website"],
    restore: !initialValues && sentName === undefined,
    onRestore: (values) => {
      if (values.subject && !presetSubjects.includes(values.subject)) setCustom(true);
    },
  });
  const submission = useLeadSubmission<Values>("contact", {
    idempotencyKey,
    recaptcha,
    onSent: (values) => {
      // Nothing the visitor typed is kept once the message has arrived.
      draft.clear();
      setSent(values.name);
    },
  });
  const defaults: Record<string, unknown> = { subject: "", recaptchaToken: RECAPTCHA_PLACEHOLDER, ...initialValues };
  const field = (name: keyof Values, options?: Parameters<typeof register>[1]) => ({
    ...register(name, options),
    defaultValue: typeof defaults[name] === "string" ? (defaults[name] as string) : undefined,
  });
  const errorsOf = useFieldErrors(errors, serverErrors);

  if (sent !== undefined) {
    return (
      <ContactThankYou
        name={sent}
        onAnother={() => {
          reset(emptyValues);
          setCustom(false);
          setSent(undefined);
        }}
      />
    );
  }

  const switchSubject = (toCustom: boolean) => {
    setCustom(toCustom);
    setValue("subject", "");
  };

  const discardDraft = () => {
    draft.clear();
    reset(emptyValues);
    setCustom(false);
  };

  const privacy = t("contact.privacyNotice").split(/\{privacy\}|\{terms\}/);
  const action = hrefOf("contact", lang);
  /** Switches between the preset subjects and a typed one; without JavaScript the page reloads with the other kind. */
  const switchLink = (toCustom: boolean) => (
    <a
      href={toCustom ? `${action}${action.includes("?") ? "&" : "?"}customSubject=1#contact-form` : `${action}#contact-form`}
      className={styles.subjectSwitch}
      onClick={(event) => {
        event.preventDefault();
        switchSubject(toCustom);
      }}
    >
      {t(toCustom ? "contact.customSubject" : "contact.presetSubjects")}
    </a>
  );

  return (
    <form method="post" action={action} noValidate={hydrated} className={styles.form} onSubmit={handleSubmit(submission.submit)} data-testid="contact-form" id="contact-form">
      <ErrorSummary
        message={serverMessage || serverErrors.recaptchaToken || (submitCount > 0 && Object.keys(errors).length > 0 ? t("validation.summary") : undefined)}
        attempt={submitCount}
      />
      {draft.restored ? (
        <p className={styles.infoBox} role="status" data-testid="contact-draft-restored">
          {t("draft.restored")}{" "}
          <button type="button" className={styles.linkButton} onClick={discardDraft}>
            {t("draft.discard")}
          </button>
        </p>
      ) : null}
      <input type="hidden" name="idempotencyKey" value={submission.idempotencyKey} />
      <input type="hidden" {...field("recaptchaToken")} />
      <Honeypot id="contact-website" {...field("website")} />
      <div className={styles.row}>
        <Field id="contact-name" label={t("contact.name")} required errors={errorsOf("name")}>
          {(control) => <input className={styles.input} autoComplete="name" {...control} {...field("name")} />}
        </Field>
        <Field id="contact-email" label={t("contact.formEmail")} required errors={errorsOf("email")}>
          {(control) => <input type="email" className={styles.input} autoComplete="email" {...control} {...field("email")} />}
        </Field>
      </div>
      <Field id="contact-subject" label={t("contact.subject")} required errors={errorsOf("subject")}>
        {(control) =>
          custom ? (
            <>
              <input className={styles.input} {...control} {...field("subject")} />
              {switchLink(false)}
            </>
          ) : (
            <>
              <select
                className={styles.input}
                {...control}
                {...field("subject", {
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value === CUSTOM_SUBJECT) switchSubject(true);
                  },
                })}
              >
                <option value="">—</option>
                {presetSubjects.map((subject) => (
                  <option key={subject} value={subject}>{subject}</option>
                ))}
                {/* Disabled, and never selected: its value differs from the empty default's, so only that one is (docs/requirements.md §2). */}
                <option value={t("contact.subject.transport")} disabled>{t("contact.subject.transport")}</option>
                <option value={CUSTOM_SUBJECT}>{t("contact.subject.custom")}</option>
              </select>
              {switchLink(true)}
            </>
          )
        }
      </Field>
      <Field id="contact-message" label={t("contact.message")} required errors={errorsOf("message")}>
        {(control) => <textarea rows={5} className={styles.textarea} {...control} {...field("message")} />}
      </Field>
      <p className={styles.hint}>
        {privacy[0]}
        <RouteLink route="privacy">{t("footer.privacy")}</RouteLink>
        {privacy[1]}
        <RouteLink route="terms">{t("footer.terms")}</RouteLink>
        {privacy[2]}
      </p>
      <BotCheckNotice recaptcha={recaptcha} />
      <SubmitButton busy={isSubmitting} label={t("contact.submit")} busyLabel={t("contact.processing")} testId="contact-submit" />
    </form>
  );
}
