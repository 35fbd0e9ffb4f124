/**
 * The papers of one step of a request's checklist: each with its preview (a PDF's first page drawn on
 * the server, never the PDF itself), a download link and the team's verdict; for the owner the form
 * that adds one, for staff the form that accepts one or asks for it again with a reason the owner
 * reads in their language.
 */
import { Form } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import * as forms from "../../components/ui/forms.css.ts";
import { button } from "../../components/ui/ui.css.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { officeToday } from "../../lib/office-day.ts";
import { againReasons, MAX_DOCUMENTS_PER_STEP, type DocumentResult, type RequestDocument } from "../../lib/schemas/request-document.ts";
import * as styles from "./request-view.css.ts";

export interface StepDocumentsProps {
  stepId: string;
  /** This step's documents, oldest first. */
  documents: RequestDocument[];
  /** The address of a document's file or preview. */
  href: (document: RequestDocument, variant: "file" | "preview") => string;
  /** The page's answer to the last upload, if it was for this step. */
  result?: DocumentResult;
  /** Who looks: the owner adds papers, staff give their verdict. */
  mode: "owner" | "staff";
}

function Verdict({ document }: { document: RequestDocument }) {
  const t = useT();
  if (document.status === "accepted") return <p className={styles.documentAccepted}>{t("request.document.accepted")}</p>;
  if (document.status === "again") return <p className={styles.documentAgain}>{t("request.document.again", { reason: t(`request.document.reason.${document.reason ?? "unreadable"}`) })}</p>;
  return <p className={styles.muted}>{t("request.document.pending")}</p>;
}

/** Staff's verdict on a document: accept it, or ask for it again with a reason. */
function ReviewForm({ document }: { document: RequestDocument }) {
  const t = useT();
  return (
    <Form method="post" preventScrollReset className={styles.documentReview} data-testid="document-review">
      <input type="hidden" name="intent" value="documentReview" />
      <input type="hidden" name="documentId" value={document.id} />
      <button type="submit" name="verdict" value="accepted" className={button.secondary}>{t("staff.document.accept")}</button>
      <Field id={`reason-${document.id}`} label={t("staff.document.reason")}>
        {(control) => (
          <select name="reason" className={forms.input} defaultValue={document.reason ?? "unreadable"} {...control}>
            {againReasons.map((reason) => <option key={reason} value={reason}>{t(`request.document.reason.${reason}`)}</option>)}
          </select>
        )}
      </Field>
      <button type="submit" name="verdict" value="again" className={button.secondary}>{t("staff.document.again")}</button>
    </Form>
  );
}

export function StepDocuments({ stepId, documents, href, result, mode }: StepDocumentsProps) {
  const t = useT();
  const lang = useLang();
  const own = result && result.stepId === stepId ? result : undefined;
  const error = own && !own.ok ? t(own.error) : undefined;
  const id = `document-${stepId}`;
  if (mode === "staff" && documents.length === 0) return null;
  return (
    <div className={styles.documents} data-testid="step-documents">
      {documents.length ? (
        <>
          <p className={styles.documentsTitle}>{t("request.document.title")}</p>
          <ul className={styles.documentList}>
            {documents.map((document) => (
              <li key={document.id} className={styles.document} data-testid="document" data-status={document.status}>
                <a href={href(document, "file")} download>
                  <img className={styles.documentPreview} src={href(document, "preview")} width={document.width} height={document.height} alt={t("request.document.previewAlt", { date: formatLongDate(officeToday(new Date(document.at)), lang) })} loading="lazy" decoding="async" />
                </a>
                <div className={styles.documentText}>
                  <Verdict document={document} />
                  <a href={href(document, "file")} download>{t("request.document.download")}{document.kind === "pdf" ? " (PDF)" : ""}</a>
                  {mode === "staff" ? <ReviewForm document={document} /> : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {own?.ok ? <p role="status" className={styles.muted} data-testid="document-sent">{t("request.document.sent")}</p> : null}
      {mode === "owner" && documents.length < MAX_DOCUMENTS_PER_STEP ? (
        // A new, folded form after each upload: the file chosen goes with it.
        <details key={documents.length} open={!!error} className={styles.documentUpload}>
          <summary className={styles.documentSummary}>{t("request.document.upload")}</summary>
          <Form method="post" encType="multipart/form-data" preventScrollReset className={styles.documentForm} data-testid="document-form">
            <input type="hidden" name="intent" value="document" />
            <input type="hidden" name="stepId" value={stepId} />
            <Field id={id} label={t("request.document.upload")} hint={t("request.document.hint")} errors={error ? [error] : undefined}>
              {(control) => <input type="file" name="document" required accept="image/jpeg,image/png,application/pdf,.pdf,.jpg,.jpeg,.png" className={forms.input} {...control} />}
            </Field>
            <div>
              <button type="submit" className={button.secondary}>{t("request.document.send")}</button>
            </div>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
