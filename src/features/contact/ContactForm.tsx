import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { RouteLink } from "../../components/ui/RouteLink.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { hrefOf } from "../../i18n/route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { isMessageKey } from "../../i18n/messages/index.ts";
import { recaptchaToken, SecurityCheckError, type RecaptchaSettings } from "../../lib/recaptcha.ts";
import { contactMessageSchema, contactSubjects, RECAPTCHA_PLACEHOLDER, type ContactMessageInput } from "../../lib/schemas/leads.ts";
import { showToast } from "../../lib/toast.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { GetQuoteLink } from "../quote/GetQuoteLink.tsx";
import { newIdempotencyKey, postLead } from "../submit-lead.ts";
import * as styles from "../forms.css.ts";

/** Value of the 'Custom subject...' entry; never sent as a subject. */
export const CUSTOM_SUBJECT = "__custom";

type Values = ContactMessageInput & { website?: string };

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

/** The thank-you view greeting the sender by name (spec §2). */
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
  const [submissionKey, setSubmissionKey] = useState(idempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { name: "", email: "", subject: "", message: "", recaptchaToken: RECAPTCHA_PLACEHOLDER, ...initialValues },
    resolver: zodResolver(contactMessageSchema) as unknown as Resolver<Values>,
    mode: "onTouched",
  });
  const defaults: Record<string, unknown> = { subject: "", recaptchaToken: RECAPTCHA_PLACEHOLDER, ...initialValues };
  const field = (name: keyof Values, options?: Parameters<typeof register>[1]) => ({
    ...register(name, options),
    defaultValue: typeof defaults[name] === "string" ? (defaults[name] as string) : undefined,
  });
  const text = (message?: string) => (message && isMessageKey(message) ? t(message) : message);
  const err = (name: keyof Values) => text(errors[name]?.message) ?? serverErrors[name];

  if (sent !== undefined) {
    return (
      <ContactThankYou
        name={sent}
        onAnother={() => {
          reset({ name: "", email: "", subject: "", message: "", recaptchaToken: RECAPTCHA_PLACEHOLDER });
          setCustom(false);
          setSent(undefined);
        }}
      />
    );
  }

  const onValid = async (values: Values) => {
    let token: string;
    try {
      token = await recaptchaToken("contact_submit", recaptcha);
    } catch (error) {
      if (error instanceof SecurityCheckError) showToast({ title: t("contact.errorTitle"), description: t("form.securityCheck"), variant: "destructive" });
      return;
    }
    const result = await postLead(hrefOf("apiSubmitContact", "en"), lang, { ...values, recaptchaToken: token }, submissionKey);
    if (result.ok) {
      showToast({ title: t("contact.successTitle"), description: t("contact.successText") });
      setSubmissionKey(newIdempotencyKey());
      setSent(values.name);
      return;
    }
    // Spec §8: server details, else message, else the general text; bot-check failures get their own text.
    const detail = result.details[0]?.message ?? result.message;
    const description = /recaptcha|verification/i.test(detail) ? t("api.recaptchaFailed") : detail || t("contact.errorText");
    showToast({ title: t("contact.errorTitle"), description, variant: "destructive" });
  };

  const switchSubject = (toCustom: boolean) => {
    setCustom(toCustom);
    setValue("subject", "");
  };

  const privacy = t("contact.privacyNotice").split(/\{privacy\}|\{terms\}/);
  const action = hrefOf("contact", lang);

  return (
    <form method="post" action={action} noValidate={hydrated} className={styles.form} onSubmit={handleSubmit(onValid)} data-testid="contact-form" id="contact-form">
      {serverMessage || serverErrors.recaptchaToken ? <p className={styles.summary} role="alert">{serverMessage ?? serverErrors.recaptchaToken}</p> : null}
      <input type="hidden" name="idempotencyKey" value={submissionKey} />
      <input type="hidden" {...field("recaptchaToken")} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t("quote.honeypot")}</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...field("website")} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-name" className={styles.label}>{t("contact.name")}<span className={styles.required} aria-hidden="true">*</span></label>
          <input id="contact-name" className={styles.input} autoComplete="name" aria-invalid={!!err("name")} aria-describedby={err("name") ? "contact-name-error" : undefined} {...field("name")} />
          {err("name") ? <p id="contact-name-error" className={styles.error}>{err("name")}</p> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-email" className={styles.label}>{t("contact.formEmail")}<span className={styles.required} aria-hidden="true">*</span></label>
          <input id="contact-email" type="email" className={styles.input} autoComplete="email" aria-invalid={!!err("email")} aria-describedby={err("email") ? "contact-email-error" : undefined} {...field("email")} />
          {err("email") ? <p id="contact-email-error" className={styles.error}>{err("email")}</p> : null}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-subject" className={styles.label}>{t("contact.subject")}<span className={styles.required} aria-hidden="true">*</span></label>
        {custom ? (
          <>
            <input id="contact-subject" className={styles.input} aria-invalid={!!err("subject")} {...field("subject")} />
            <a
              href={`${action}#contact-form`}
              className={styles.linkButton}
              onClick={(event) => {
                event.preventDefault();
                switchSubject(false);
              }}
            >
              {t("contact.presetSubjects")}
            </a>
          </>
        ) : (
          <>
            <select
              id="contact-subject"
              className={styles.input}
              aria-invalid={!!err("subject")}
              {...field("subject", {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value === CUSTOM_SUBJECT) switchSubject(true);
                },
              })}
            >
              <option value="">—</option>
              {contactSubjects.map((subject) => (
                <option key={subject} value={t(`contact.subject.${subject}`)}>{t(`contact.subject.${subject}`)}</option>
              ))}
              <option value="" disabled>{t("contact.subject.transport")}</option>
              <option value={CUSTOM_SUBJECT}>{t("contact.subject.custom")}</option>
            </select>
            <a
              href={`${action}${action.includes("?") ? "&" : "?"}customSubject=1#contact-form`}
              className={styles.linkButton}
              onClick={(event) => {
                event.preventDefault();
                switchSubject(true);
              }}
            >
              {t("contact.customSubject")}
            </a>
          </>
        )}
        {err("subject") ? <p className={styles.error}>{err("subject")}</p> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message" className={styles.label}>{t("contact.message")}<span className={styles.required} aria-hidden="true">*</span></label>
        <textarea id="contact-message" rows={5} className={styles.textarea} aria-invalid={!!err("message")} aria-describedby={err("message") ? "contact-message-error" : undefined} {...field("message")} />
        {err("message") ? <p id="contact-message-error" className={styles.error}>{err("message")}</p> : null}
      </div>
      <p className={styles.hint}>
        {privacy[0]}
        <RouteLink route="privacy">{t("footer.privacy")}</RouteLink>
        {privacy[1]}
        <RouteLink route="terms">{t("footer.terms")}</RouteLink>
        {privacy[2]}
      </p>
      <div>
        <button type="submit" className={button.primary} disabled={isSubmitting} data-testid="contact-submit">
          {isSubmitting ? (
            <>
              <span className={styles.spinner} aria-hidden="true" /> {t("contact.processing")}
            </>
          ) : (
            t("contact.submit")
          )}
        </button>
      </div>
    </form>
  );
}
