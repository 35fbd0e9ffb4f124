import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field, Honeypot } from "../../components/ui/forms.tsx";
import { button as buttonStyles } from "../../components/ui/ui.css.ts";
import { failureText } from "../lead-failure.ts";
import { postSubmission } from "../post-submission.ts";
import { hrefOf } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import * as styles from "../../components/ui/forms.css.ts";

/** The line under the button that reports the outcome; it also describes the email field. */
const statusId = "newsletter-status";

export type NewsletterStatus = { kind: "sent" | "error"; message: string };

/** Email and button (docs/requirements.md §2 blog list); posts to the blog page without JavaScript, to the API with it. */
export function NewsletterForm({ initialStatus, initialEmail = "" }: { initialStatus?: NewsletterStatus; initialEmail?: string }) {
  const t = useT();
  const lang = useLang();
  const [status, setStatus] = useState<NewsletterStatus | undefined>(initialStatus);
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Set when this page sent the form: only then does the answer move focus (never on the page's first render).
  const sent = useRef(false);

  // The button, disabled while the request runs, loses focus only when a render came in between:
  // after the answer focus goes where the visitor continues — the address to correct, or back to the button.
  useEffect(() => {
    if (!sent.current || busy || !status) return;
    (status.kind === "error" ? email : button).current?.focus();
  }, [busy, status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    sent.current = true;
    setBusy(true);
    const result = await postSubmission("apiNewsletter", lang, { email: form.get("email"), language: lang, website: form.get("website") });
    // The server's first detail, else its message, else the form's own text.
    const fallback = t("contact.errorText");
    setStatus(result.ok ? { kind: "sent", message: result.answer.message ?? "" } : { kind: "error", message: failureText(result.failure, { general: fallback, unexpected: fallback }) });
    setBusy(false);
  };

  return (
    <form method="post" action={hrefOf("blog", lang)} onSubmit={onSubmit} className={styles.form} data-testid="newsletter-form">
      <input type="hidden" name="intent" value="newsletter" />
      <Honeypot id="newsletter-website" name="website" />
      <Field id="newsletter-email" label={t("newsletter.email")} status={status ? { id: statusId, invalid: status.kind === "error" } : undefined}>
        {(control) => <input ref={email} name="email" type="email" required autoComplete="email" defaultValue={initialEmail} className={styles.input} {...control} />}
      </Field>
      <div>
        <button ref={button} type="submit" className={buttonStyles.primary} disabled={busy}>{t("newsletter.submit")}</button>
      </div>
      <p id={statusId} role="status" aria-live="polite" className={status?.kind === "error" ? styles.error : styles.hint}>
        {status?.message}
      </p>
    </form>
  );
}
