import { Form, Link } from "react-router";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { AdminBar } from "../../features/admin/AdminBar.tsx";
import * as styles from "../../features/admin/admin.css.ts";
import * as forms from "../../features/forms.css.ts";
import { formatUtcMinute } from "../../i18n/format.ts";
import { useT } from "../../i18n/use-t.ts";
import { leadStatuses } from "../../lib/lead-status.ts";
import type { InboxFilter, InboxRow } from "../../server/admin/inbox.server.ts";

/** The inbox: filters, the filtered list of leads, paging, export and erasure links. */
export function InboxView({ filter, rows, hasMore }: { filter: InboxFilter; rows: InboxRow[]; hasMore: boolean }) {
  const t = useT();
  const pageLink = (page: number) => `?${new URLSearchParams(Object.entries({ ...filter, page }).filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => [k, String(v)]))}`;
  return (
    <Section>
      <AdminBar title={t("admin.title")} />
      <p className={styles.pager}>
        <a href={`/admin/export.csv${pageLink(1)}`} download>{t("admin.export")}</a>
        <Link to="/admin/erase">{t("admin.erase")}</Link>
      </p>
      <Form method="get" className={styles.filters} data-testid="admin-filters">
        <div className={forms.field}>
          <label htmlFor="f-kind" className={forms.label}>{t("admin.kind")}</label>
          <select id="f-kind" name="kind" defaultValue={filter.kind} className={forms.input}>
            {(["quote", "contact", "newsletter"] as const).map((kind) => <option key={kind} value={kind}>{t(`admin.kind.${kind}`)}</option>)}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor="f-status" className={forms.label}>{t("admin.status")}</label>
          <select id="f-status" name="status" defaultValue={filter.status ?? ""} className={forms.input}>
            <option value="">{t("admin.status.any")}</option>
            {leadStatuses.map((status) => <option key={status} value={status}>{t(`admin.status.${status}`)}</option>)}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor="f-verification" className={forms.label}>{t("admin.verification")}</label>
          <select id="f-verification" name="verification" defaultValue={filter.verification ?? ""} className={forms.input}>
            <option value="">{t("admin.verification.any")}</option>
            <option value="verified">{t("admin.verification.verified")}</option>
            <option value="unverified">{t("admin.verification.unverified")}</option>
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor="f-from" className={forms.label}>{t("admin.from")}</label>
          <input id="f-from" type="date" name="from" defaultValue={filter.from ?? ""} className={forms.input} />
        </div>
        <div className={forms.field}>
          <label htmlFor="f-to" className={forms.label}>{t("admin.to")}</label>
          <input id="f-to" type="date" name="to" defaultValue={filter.to ?? ""} className={forms.input} />
        </div>
        <div className={forms.field}>
          <label htmlFor="f-q" className={forms.label}>{t("admin.search")}</label>
          <input id="f-q" type="search" name="q" defaultValue={filter.q ?? ""} className={forms.input} />
        </div>
        <div>
          <button type="submit" className={button.primary}>{t("admin.filter")}</button>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p>{t("admin.none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-leads">
            <thead>
              <tr>
                <th className={styles.cell}>{t("admin.received")}</th>
                <th className={styles.cell}>{t("admin.name")}</th>
                <th className={styles.cell}>{t("admin.contact")}</th>
                <th className={styles.cell}>{t("admin.summary")}</th>
                <th className={styles.cell}>{t("admin.status")}</th>
                <th className={styles.cell}>{t("admin.verification")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={styles.cell}>{formatUtcMinute(row.receivedAt)}</td>
                  <td className={styles.cell}>
                    {filter.kind === "newsletter" ? row.email : <Link to={`/admin/leads/${filter.kind}/${row.id}`}>{row.name}</Link>}
                  </td>
                  <td className={styles.cell}>
                    {row.email}
                    {row.phone ? <><br />{row.phone}</> : null}
                  </td>
                  <td className={styles.cell}>
                    {filter.kind === "newsletter" ? t(row.summary === "confirmed" ? "admin.confirmed" : row.summary === "unsubscribed" ? "admin.unsubscribed" : "admin.pending") : row.summary}
                  </td>
                  <td className={styles.cell}>{row.status ? t(`admin.status.${row.status as "new"}`) : t("admin.notAvailable")}</td>
                  <td className={styles.cell}>{row.verification ? t(`admin.verification.${row.verification as "verified"}`) : t("admin.notAvailable")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className={styles.pager} aria-label={t("admin.page", { page: filter.page })}>
        {filter.page > 1 ? <Link to={pageLink(filter.page - 1)}>{t("admin.previous")}</Link> : null}
        <span>{t("admin.page", { page: filter.page })}</span>
        {hasMore ? <Link to={pageLink(filter.page + 1)}>{t("admin.next")}</Link> : null}
      </nav>
    </Section>
  );
}
