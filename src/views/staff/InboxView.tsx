import { useState } from "react";
import { Form, Link } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { formatOfficeTime } from "../../lib/office-time.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { statusesOf } from "../../lib/lead-status.ts";
import { getOfficeTimeZone } from "../../lib/office-time-zone.ts";
import type { InboxFilter, InboxRow } from "../../server/staff/inbox.server.ts";
import type { InboxOverview as Overview } from "../../server/staff/overview.server.ts";
import { StaffBar } from "./StaffBar.tsx";
import { EmailLink, PhoneLink } from "./ContactLinks.tsx";
import { InboxOverview } from "./InboxOverview.tsx";
import * as styles from "./admin.css.ts";
import { staffHref } from "../../route-table.ts";

/** The choices of the kind and bot-check filters, as the inbox filter schema (server side) accepts them. */
const leadKinds = ["quote", "contact", "newsletter"] as const;
const verifications = ["verified", "unverified"] as const;

/** A filter picked from a list; with `anyText`, a first entry (value "") leaves the filter open. */
function FilterSelect<Value extends string>(props: { id: string; name: string; label: string; value: string; values: readonly Value[]; textOf: (value: Value) => string; anyText?: string; onChange?: (value: Value) => void }) {
  const { id, name, label, value, values, textOf, anyText, onChange } = props;
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select name={name} defaultValue={value} className={forms.input} onChange={onChange && ((event) => onChange(event.currentTarget.value as Value))} {...control}>
          {anyText === undefined ? null : <option value="">{anyText}</option>}
          {values.map((option) => <option key={option} value={option}>{textOf(option)}</option>)}
        </select>
      )}
    </Field>
  );
}

/** The filters, a GET form; the status choices follow the kind picked (a subscriber has no status). Keyed by the filter, so a new list starts from its own values. */
function InboxFilters({ filter }: { filter: InboxFilter }) {
  const t = useT();
  const [kind, setKind] = useState(filter.kind);
  return (
    <Form method="get" className={styles.inlineForm} data-testid="admin-filters">
      <FilterSelect id="f-kind" name="kind" label={t("staff.kind")} value={filter.kind} values={leadKinds} textOf={(value) => t(`staff.kind.${value}`)} onChange={setKind} />
      <FilterSelect key={kind} id="f-status" name="status" label={t("staff.status")} value={filter.status ?? ""} values={kind === "newsletter" ? [] : statusesOf(kind)} textOf={(status) => t(`staff.status.${status}`)} anyText={t("staff.status.any")} />
      <FilterSelect id="f-verification" name="verification" label={t("staff.verification")} value={filter.verification ?? ""} values={verifications} textOf={(verification) => t(`staff.verification.${verification}`)} anyText={t("staff.verification.any")} />
      <Field id="f-from" label={t("staff.from")}>
        {(control) => <input type="date" name="from" defaultValue={filter.from ?? ""} className={forms.input} {...control} />}
      </Field>
      <Field id="f-to" label={t("staff.to")}>
        {(control) => <input type="date" name="to" defaultValue={filter.to ?? ""} className={forms.input} {...control} />}
      </Field>
      <Field id="f-q" label={t("staff.search")}>
        {(control) => <input type="search" name="q" defaultValue={filter.q ?? ""} className={forms.input} {...control} />}
      </Field>
      <div>
        <button type="submit" className={button.primary}>{t("staff.filter")}</button>
      </div>
    </Form>
  );
}

/** The inbox: the overview, filters, the filtered list of leads, paging, export and erasure links. */
export function InboxView({ filter, rows, hasMore, overview }: { filter: InboxFilter; rows: InboxRow[]; hasMore: boolean; overview: Overview }) {
  const t = useT();
  const lang = useLang();
  const pageLink = (page: number) => `?${new URLSearchParams(Object.entries({ ...filter, page }).filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => [k, String(v)]))}`;
  return (
    <Section>
      <StaffBar title={t("staff.title")} />
      <InboxOverview overview={overview} />
      <p className={styles.pager}>
        <a href={`${staffHref("staffExport")}${pageLink(1)}`} download>{t("staff.export")}</a>
        <Link to={staffHref("staffErase")}>{t("staff.erase")}</Link>
        <Link to={staffHref("staffRates")}>{t("rates.title")}</Link>
        <Link to={staffHref("staffCompany")}>{t("company.staff.link")}</Link>
      </p>
      <InboxFilters key={pageLink(1)} filter={filter} />
      {rows.length === 0 ? (
        <p>{t("staff.none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-leads">
            <thead>
              <tr>
                <th className={styles.cell}>{t("staff.name")} · {t("staff.reference")}</th>
                <th className={styles.cell}>{t("staff.received")}</th>
                <th className={styles.cell}>{t("staff.contact")}</th>
                <th className={styles.cell}>{t("staff.summary")}</th>
                <th className={styles.cell}>{t("staff.status")}</th>
                <th className={styles.cell}>{t("staff.verification")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={styles.cell}>
                    {filter.kind === "newsletter" ? <EmailLink email={row.email} /> : <Link to={staffHref("staffLead", { kind: filter.kind, id: row.id })}>{row.name}</Link>}
                    {row.reference ? <><br /><span className={styles.reference}>{row.reference}</span></> : null}
                  </td>
                  <td className={styles.labelledCell} data-label={t("staff.received")}>{formatOfficeTime(row.receivedAt, lang)}</td>
                  <td className={styles.labelledCell} data-label={t("staff.contact")}>
                    <EmailLink email={row.email} />
                    {row.phone ? <><br /><PhoneLink phone={row.phone} /></> : null}
                  </td>
                  <td className={styles.labelledCell} data-label={t("staff.summary")}>
                    {filter.kind === "newsletter" ? t(row.summary === "confirmed" ? "staff.confirmed" : row.summary === "unsubscribed" ? "staff.unsubscribed" : "staff.pending") : row.summary}
                    {row.earliestTravelDate ? <><br /><span className={styles.flag} data-testid="admin-too-early">{t("staff.tooEarly", { date: formatLongDate(row.earliestTravelDate, lang) })}</span></> : null}
                    {row.rulesToCheck ? <><br /><span className={styles.flag} data-testid="admin-rules-to-check">{t("staff.rulesToCheck")}</span></> : null}
                    {row.papersToCheck ? <><br /><span className={styles.flag} data-testid="admin-papers-to-check">{t("staff.papersToCheck", { count: row.papersToCheck })}</span></> : null}
                  </td>
                  <td className={styles.labelledCell} data-label={t("staff.status")}>{row.status ? t(`staff.status.${row.status as "new"}`) : t("staff.notAvailable")}</td>
                  <td className={styles.labelledCell} data-label={t("staff.verification")}>{row.verification ? t(`staff.verification.${row.verification as "verified"}`) : t("staff.notAvailable")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.note}>{t("staff.times", { zone: getOfficeTimeZone() })}</p>
      <nav className={styles.pager} aria-label={t("staff.page", { page: filter.page })}>
        {filter.page > 1 ? <Link to={pageLink(filter.page - 1)}>{t("staff.previous")}</Link> : null}
        <span>{t("staff.page", { page: filter.page })}</span>
        {hasMore ? <Link to={pageLink(filter.page + 1)}>{t("staff.next")}</Link> : null}
      </nav>
    </Section>
  );
}
