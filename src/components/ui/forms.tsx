/**
 * The building blocks the lead forms share: a labelled field with its hint and errors, the error
 * list, the honeypot and the submit button (the error summary, which only the lead forms show, is
 * in `features/ErrorSummary.tsx`, out of every page's first load). Modelled on epic-stack's `app/components/forms.tsx`;
 * styles live in `forms.css.ts` beside it, which the forms of features/ and the staff pages use as well.
 */
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from "react";
import * as styles from "./forms.css.ts";
import { useT } from "../../i18n/use-t.ts";
import { button } from "./ui.css.ts";

/** The messages of one field; empty entries are skipped. */
export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

const messagesOf = (errors: ListOfErrors): string[] => (errors ?? []).filter((message): message is string => !!message);

/** A message outside the field that describes its control (the newsletter's status line). */
export interface FieldStatus {
  id: string;
  /** Whether the message says the value was refused. */
  invalid: boolean;
}

/**
 * How a control is tied to its hint and errors: the ids `Field` gives them, and the control's
 * `aria-invalid` and `aria-describedby`, which names only what is shown.
 */
export function describeControl(id: string, { hint = false, errors, status }: { hint?: boolean; errors?: ListOfErrors; status?: FieldStatus }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = messagesOf(errors).length > 0;
  return {
    hintId,
    errorId,
    invalid: hasErrors || !!status?.invalid,
    describedBy: [hint ? hintId : "", hasErrors ? errorId : "", status?.id ?? ""].filter(Boolean).join(" ") || undefined,
  };
}

/** A field's errors, announced as they appear; nothing when there are none. */
export function ErrorList({ id, errors }: { id: string; errors?: ListOfErrors }) {
  const messages = messagesOf(errors);
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert">
      {messages.map((message) => (
        <p key={message} className={styles.error}>{message}</p>
      ))}
    </div>
  );
}

/** The mark after the label of a required field: a visual cue, hidden from screen readers. */
export function RequiredMark() {
  const t = useT();
  return <span className={styles.required} aria-hidden="true">{t("form.requiredMark")}</span>;
}

/** What `Field` hands its control: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  /** The control's id; the hint and the error list take ids derived from it. */
  id: string;
  label: string;
  /** Shows the required mark; whether a value is required is the schema's business. */
  required?: boolean;
  hint?: string;
  errors?: ListOfErrors;
  status?: FieldStatus;
  /** Renders the control, and whatever belongs right under it (a link, a photo preview). */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and errors of one form field, with the control wired to all of them. */
export function Field({ id, label, required = false, hint, errors, status, children }: FieldProps) {
  const { hintId, errorId, invalid, describedBy } = describeControl(id, { hint: !!hint, errors, status });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, "aria-invalid": invalid, "aria-describedby": describedBy })}
      {hint ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The field people never see and leave empty; bots fill it in, and the server drops their leads. */
export function Honeypot({ id, ...input }: { id: string } & ComponentProps<"input">) {
  const t = useT();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t("quote.honeypot")}</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}

/**
 * A lead form's submit button: disabled, with a spinner and the busy label, while the lead is sent.
 * `describedBy` names a message about it (the last submission's failure) that it is read with.
 */
export function SubmitButton({ busy, label, busyLabel, testId, describedBy }: { busy: boolean; label: string; busyLabel: string; testId: string; describedBy?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // The browser moves the focus off a button while it is disabled (to the page's body); a visitor who
  // sent the form from it gets it back when the form is ready again (after a refusal or a failure).
  useLayoutEffect(() => {
    const own = ref.current;
    if (busy) hadFocus.current = document.activeElement === own;
    else if (hadFocus.current) {
      hadFocus.current = false;
      if (own && (document.activeElement === document.body || document.activeElement === null)) own.focus();
    }
  }, [busy]);
  return (
    <div>
      <button ref={ref} type="submit" className={button.primary} disabled={busy} data-testid={testId} aria-describedby={describedBy}>
        {busy ? (
          <>
            <span className={styles.spinner} aria-hidden="true" /> {busyLabel}
          </>
        ) : (
          label
        )}
      </button>
    </div>
  );
}
