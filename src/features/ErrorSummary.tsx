/**
 * A lead form's error summary. Only the lead forms show one, and their code loads when they are
 * used, so it lives here rather than with the fields every page's first load carries.
 */
import type { MouseEvent } from "react";
import * as styles from "../components/ui/forms.css.ts";

/** One refused field in an error summary; without an id (a value with no field of its own) it is plain text. */
export interface ErrorSummaryItem {
  id?: string;
  label?: string;
  message: string;
}

/** Focuses the field a summary link names (or the first control inside it, for a group) instead of only scrolling to it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  const control = target?.matches("input, select, textarea, button") ? target : target?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, [role=spinbutton]");
  if (!control) return;
  event.preventDefault();
  control.focus();
  // The label sits above the control: both come into view.
  (control.closest(`.${styles.field}`) ?? control).scrollIntoView({ block: "center" });
}

/**
 * A form's error summary after a refused submission: keyed by the attempt, so screen readers
 * announce it once for each refused submission, not again while fields are corrected. Either one
 * message, or (the GOV.UK pattern) a title and a link to each refused field, "Label: message";
 * the links work as plain anchors without JavaScript.
 */
export function ErrorSummary({ message, title, items = [], attempt }: { message?: string; title?: string; items?: readonly ErrorSummaryItem[]; attempt: number }) {
  if (items.length > 0) {
    return (
      <div key={attempt} className={styles.summary} role="alert" data-testid="error-summary">
        <h2 className={styles.summaryTitle}>{title ?? message}</h2>
        <ul className={styles.summaryList}>
          {items.map(({ id, label, message: text }) => {
            const line = label ? `${label}: ${text}` : text;
            return (
              <li key={`${id ?? ""}${line}`}>
                {id ? (
                  <a href={`#${id}`} className={styles.summaryLink} onClick={(event) => focusField(event, id)}>
                    {line}
                  </a>
                ) : (
                  line
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return message ? <p key={attempt} className={styles.summary} role="alert">{message}</p> : null;
}
