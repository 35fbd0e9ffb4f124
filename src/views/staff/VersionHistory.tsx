import { Form } from "react-router";
import { button } from "../../components/ui/ui.css.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { formatOfficeTime } from "../../lib/office-time.ts";
import * as styles from "./admin.css.ts";

/** A saved version of something staff publish (the rate card, the company's facts): who saved and published it, and when. */
export interface VersionRow {
  version: number;
  createdAt: Date | string;
  createdBy: string | null;
  publishedAt: Date | string | null;
  publishedBy: string | null;
}

/**
 * The versions, newest first, each with who saved and published it and when; a draft with its "Publish" button (a
 * POST form of the page: `intent=publish`, `version`). `column` adds one of the versions' own, after the number.
 */
export function VersionHistory<Row extends VersionRow>({ history, testId, column }: { history: Row[]; testId: string; column?: { label: string; value: (row: Row) => string } }) {
  const t = useT();
  const lang = useLang();
  if (history.length === 0) return <p>{t("rates.noHistory")}</p>;
  const by = (when: Date | string, name: string | null) => t("rates.by", { when: formatOfficeTime(when, lang), name: name ?? "–" });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th className={styles.cell}>{t("rates.version")}</th>
            {column ? <th className={styles.cell}>{column.label}</th> : null}
            <th className={styles.cell}>{t("rates.saved")}</th>
            <th className={styles.cell}>{t("rates.published")}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((row) => (
            <tr key={row.version}>
              <td className={styles.labelledCell} data-label={t("rates.version")}>{row.version}</td>
              {column ? <td className={styles.labelledCell} data-label={column.label}>{column.value(row)}</td> : null}
              <td className={styles.labelledCell} data-label={t("rates.saved")}>{by(row.createdAt, row.createdBy)}</td>
              <td className={styles.labelledCell} data-label={t("rates.published")}>
                {row.publishedAt ? (
                  by(row.publishedAt, row.publishedBy)
                ) : (
                  <Form method="post">
                    {t("rates.draft")}{" "}
                    <input type="hidden" name="intent" value="publish" />
                    <input type="hidden" name="version" value={row.version} />
                    <button type="submit" className={button.secondary}>{t("rates.publish", { version: row.version })}</button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
