/**
 * An owner's messages to the team: the form on the request page (text and a few photos, posted with or
 * without JavaScript) and the list of what was sent, which the lead page in the staff area shows too.
 * The photos of updates and messages are shown alike (`PhotoList`).
 */
import { Form, useNavigation } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import * as forms from "../../components/ui/forms.css.ts";
import { button } from "../../components/ui/ui.css.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { MAX_MESSAGE_PHOTOS } from "../../lib/lead-status.ts";
import { officeToday } from "../../lib/office-day.ts";
import { MESSAGE_MAX_CHARS, type MessageResult } from "../../lib/schemas/request-message.ts";
import type { RequestPhoto } from "../../server/requests/request-page.server.ts";
import type { RequestMessage } from "../../server/requests/messages.server.ts";
import * as styles from "./request-view.css.ts";

/** Photos as links to themselves, each with its number and the day of what they came with. */
export function PhotoList({ photos, href, date }: { photos: RequestPhoto[]; href: (photo: RequestPhoto) => string; date: string }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={href(photo)}>
            <img className={styles.photo} src={href(photo)} width={photo.width} height={photo.height} alt={t("request.photoAlt", { number: String(index + 1), date })} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What the owner wrote, newest first, with the photos through `photoHref`. */
export function MessageList({ messages, photoHref }: { messages: RequestMessage[]; photoHref: (photo: RequestPhoto) => string }) {
  const lang = useLang();
  return (
    <ol className={styles.updates} data-testid="request-messages" reversed>
      {messages.map((message) => {
        const date = formatLongDate(officeToday(new Date(message.at)), lang);
        return (
          <li key={message.id} className={styles.message}>
            <p className={styles.updateMeta}><time dateTime={message.at}>{date}</time></p>
            <p className={styles.updateText}>{message.text}</p>
            <PhotoList photos={message.photos} href={photoHref} date={date} />
          </li>
        );
      })}
    </ol>
  );
}

/** The form with which the owner writes to the team; after a post, what the page answered. */
export function MessageForm({ result, sent }: { result?: MessageResult; sent: number }) {
  const t = useT();
  const busy = useNavigation().formData?.get("intent") === "message";
  const error = result && !result.ok ? t(result.error) : undefined;
  return (
    <>
      {result?.ok ? <p role="status" className={forms.notice} data-testid="message-sent">{t("request.message.sent")}</p> : null}
      {/* A new form after each message sent: the text typed goes with it. */}
      <Form key={sent} method="post" encType="multipart/form-data" preventScrollReset className={styles.messageForm} data-testid="message-form">
        <input type="hidden" name="intent" value="message" />
        <Field id="message-text" label={t("request.message.text")} errors={error ? [error] : undefined}>
          {(control) => <textarea name="text" rows={4} maxLength={MESSAGE_MAX_CHARS} required className={forms.textarea} defaultValue={result && !result.ok ? result.text : undefined} {...control} />}
        </Field>
        <Field id="message-photos" label={t("request.message.photos")} hint={t("request.message.photosHint", { count: MAX_MESSAGE_PHOTOS })}>
          {(control) => <input type="file" name="photos" multiple accept="image/jpeg,image/png,image/webp" className={forms.input} {...control} />}
        </Field>
        <div>
          <button type="submit" className={button.primary} disabled={busy} data-testid="message-send">{t("request.message.send")}</button>
        </div>
      </Form>
    </>
  );
}
