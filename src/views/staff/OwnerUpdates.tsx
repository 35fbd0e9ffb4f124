import { Form } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { formatOfficeTime } from "../../lib/office-time.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { updateStages } from "../../lib/lead-status.ts";
import type { RequestUpdate } from "../../server/requests/request-page.server.ts";
import * as styles from "./admin.css.ts";
import { staffHref } from "../../route-table.ts";

export interface OwnerUpdatesProps {
  leadId: string;
  updates: RequestUpdate[];
  /** Live private links to the request page. */
  links: number;
  /** What the last post of these forms answered; a refused update, what was typed into it. */
  result?: { ok: boolean; message?: MessageKey; error?: MessageKey; text?: string; stage?: string };
}

/**
 * A quote request's updates for its owner: the form that posts one (stage, text, photos; the owner
 * gets one mail), those posted so far, and withdrawing the request page's links.
 */
export function OwnerUpdates({ leadId, updates, links, result }: OwnerUpdatesProps) {
  const t = useT();
  const lang = useLang();
  return (
    <section aria-labelledby="owner-updates" data-testid="owner-updates">
      <h2 id="owner-updates">{t("staff.update.title")}</h2>
      <p className={styles.note}>{t("staff.update.intro")}</p>
      {result?.message ? <p role="status" className={forms.notice}>{t(result.message)}</p> : null}
      {/* A new update remounts the form: it starts empty for the next one, at the stage the journey has reached. */}
      <Form key={updates.length} method="post" encType="multipart/form-data" className={styles.updateForm} data-testid="owner-update-form">
        <input type="hidden" name="intent" value="update" />
        <Field id="update-stage" label={t("staff.update.stage")}>
          {(control) => (
            <select name="stage" className={forms.input} defaultValue={result?.stage ?? updates[0]?.stage} {...control}>
              {updateStages.map((stage) => <option key={stage} value={stage}>{t(`request.stage.${stage}`)}</option>)}
            </select>
          )}
        </Field>
        <Field id="update-text" label={t("staff.update.text")} errors={result?.error ? [t(result.error)] : undefined}>
          {(control) => <textarea name="text" rows={4} maxLength={2000} required className={forms.textarea} defaultValue={result?.text} {...control} />}
        </Field>
        <Field id="update-photos" label={t("staff.update.photos")}>
          {(control) => <input type="file" name="photos" multiple accept="image/jpeg,image/png,image/webp" className={forms.input} {...control} />}
        </Field>
        <div>
          <button type="submit" className={button.primary}>{t("staff.update.post")}</button>
        </div>
      </Form>
      {updates.length === 0 ? (
        <p>{t("staff.update.none")}</p>
      ) : (
        <ol reversed className={styles.updateList} data-testid="admin-updates">
          {updates.map((update) => (
            <li key={update.id}>
              <strong>{t(`request.stage.${update.stage}`)}</strong> — {t("staff.update.by", { user: update.by ?? "?", date: formatOfficeTime(update.at, lang) })}
              <p className={styles.pre}>{update.text}</p>
              {update.photos.map((photo, index) => (
                <img key={photo.id} src={staffHref("staffUpdatePhoto", { id: leadId, photo: photo.id })} width={photo.width} height={photo.height} alt={t("staff.update.photoAlt", { number: String(index + 1) })} className={styles.photo} loading="lazy" />
              ))}
            </li>
          ))}
        </ol>
      )}
      <h3>{t("staff.links.title")}</h3>
      <Form method="post" className={styles.inlineForm}>
        <p className={styles.note}>{t("staff.links.count", { count: links })}</p>
        <div>
          <button type="submit" name="intent" value="revokeLinks" className={button.secondary} disabled={links === 0}>{t("staff.links.revoke")}</button>
        </div>
      </Form>
    </section>
  );
}
