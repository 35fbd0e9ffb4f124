import { Form, Link } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { useT } from "../../i18n/use-t.ts";
import { Fragment } from "react";
import { membershipNumbers, reviewNumbers, type CompanyFormValues, type CompanyHint } from "../../lib/company-form.ts";
import { badgeKeys, socialNetworks } from "../../lib/schemas/company.ts";
import { staffHref } from "../../route-table.ts";
import * as styles from "./admin.css.ts";
import { StaffBar } from "./StaffBar.tsx";
import { VersionHistory, type VersionRow } from "./VersionHistory.tsx";

/** What the last post did: a version saved or published, or the form refused with its values. */
export type CompanyResult =
  | { kind: "saved"; version: number }
  | { kind: "published"; version: number }
  | { kind: "publishFailed" }
  | { kind: "invalid"; errors: { field: string; hint: CompanyHint }[]; values: CompanyFormValues };

export type CompanyVersionRow = VersionRow;

export interface CompanyViewProps {
  history: CompanyVersionRow[];
  /** The form's values: the newest version's (else the facts shown), or what was posted when it was refused. */
  values: CompanyFormValues;
  result?: CompanyResult;
}

/** Field names hold dots; ids take hyphens. */
const fieldId = (name: string) => `company-${name.replace(/\./g, "-")}`;

/** The company's facts in the staff area: which version the site shows, the history with publishing, and the form for a new version. */
export function CompanyView({ history, values, result }: CompanyViewProps) {
  const t = useT();
  const shownValues = result?.kind === "invalid" ? result.values : values;
  const errorsOf = (field: string) => (result?.kind === "invalid" ? result.errors.filter((error) => error.field === field).map((error) => t(`company.hint.${error.hint}`)) : []);
  // The site shows the version published last.
  const shown = history.filter((row) => row.publishedAt).sort((a, b) => new Date(b.publishedAt!).getTime() - new Date(a.publishedAt!).getTime())[0];
  const input = (name: string, label: MessageKey, type: "text" | "email" | "tel" | "url" = "text") => (
    <Field id={fieldId(name)} label={t(label)} errors={errorsOf(name)}>
      {(control) => <input name={name} type={type} maxLength={500} className={forms.input} defaultValue={shownValues[name] ?? ""} {...control} />}
    </Field>
  );
  return (
    <Section>
      <StaffBar title={t("company.staff.title")} />
      <p><Link to={staffHref("staffInbox")}>← {t("staff.back")}</Link></p>
      <p>{t("company.staff.intro")}</p>
      <p data-testid="company-shown">{shown ? t("company.staff.showing", { version: shown.version }) : t("company.staff.showingShipped")}</p>
      <ResultNotice result={result} />

      <h2 className={styles.sectionHeading}>{t("company.staff.history")}</h2>
      <VersionHistory history={history} testId="company-history" />

      <h2 className={styles.sectionHeading}>{t("company.staff.edit")}</h2>
      <Form method="post" className={forms.form} data-testid="company-form" key={JSON.stringify(shownValues)}>
        <input type="hidden" name="intent" value="save" />
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.contact")}</legend>
          <div className={forms.row}>
            {input("phone", "company.field.phone", "tel")}
            {input("email", "company.field.email", "email")}
          </div>
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.identity")}</legend>
          {input("legal_name", "company.field.legal_name")}
          <Field id={fieldId("managing_directors")} label={t("company.field.managing_directors")} errors={errorsOf("managing_directors")}>
            {(control) => <textarea name="managing_directors" rows={2} maxLength={1000} className={forms.textarea} defaultValue={shownValues.managing_directors ?? ""} {...control} />}
          </Field>
          {input("content_responsible", "company.field.content_responsible")}
          <div className={forms.row}>
            {input("register.court", "company.field.register.court")}
            {input("register.number", "company.field.register.number")}
            {input("vat_id", "company.field.vat_id")}
          </div>
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.office")}</legend>
          {input("office.street", "company.field.office.street")}
          <div className={forms.row}>
            {input("office.postal_code", "company.field.office.postal_code")}
            {input("office.city", "company.field.office.city")}
            {input("office.country", "company.field.office.country")}
          </div>
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.memberships")}</legend>
          <p className={forms.hint}>{t("company.staff.membershipsHint")}</p>
          {membershipNumbers.map((number) => {
            const row = `membership${number}`;
            return (
              <fieldset key={number} className={forms.fieldset}>
                <legend className={forms.legend}>{t("company.staff.membership", { number })}</legend>
                <div className={forms.row}>
                  {input(`${row}.issuer`, "company.field.issuer")}
                  {input(`${row}.number`, "company.field.number")}
                </div>
                <div className={forms.row}>
                  {input(`${row}.name_en`, "company.field.name_en")}
                  {input(`${row}.name_de`, "company.field.name_de")}
                </div>
                {input(`${row}.url`, "company.field.url", "url")}
                <Field id={fieldId(`${row}.badge`)} label={t("company.field.badge")} errors={errorsOf(`${row}.badge`)}>
                  {(control) => (
                    <select name={`${row}.badge`} className={forms.input} defaultValue={shownValues[`${row}.badge`] ?? ""} {...control}>
                      <option value="">{t("company.field.noBadge")}</option>
                      {badgeKeys.map((badge) => <option key={badge} value={badge}>{t(`home.badge.${badge}`)}</option>)}
                    </select>
                  )}
                </Field>
              </fieldset>
            );
          })}
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.reviews")}</legend>
          <p className={forms.hint}>{t("company.staff.reviewsHint")}</p>
          {reviewNumbers.map((number) => (
            <div key={number} className={forms.row}>
              {input(`review${number}.platform`, "company.field.platform")}
              {input(`review${number}.url`, "company.field.reviewUrl", "url")}
            </div>
          ))}
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.social")}</legend>
          {socialNetworks.map((network) => <Fragment key={network}>{input(`social.${network}`, `company.field.social.${network}`, "url")}</Fragment>)}
        </fieldset>
        <div>
          <button type="submit" className={button.primary}>{t("company.staff.save")}</button>
        </div>
      </Form>
    </Section>
  );
}

function ResultNotice({ result }: { result?: CompanyResult }) {
  const t = useT();
  if (!result) return null;
  if (result.kind === "invalid") return <p role="alert" className={forms.summary} data-testid="company-result">{t("company.staff.invalid")}</p>;
  if (result.kind === "publishFailed") return <p role="alert" className={forms.summary} data-testid="company-result">{t("company.staff.publishFailed")}</p>;
  const text = result.kind === "saved" ? t("company.staff.savedDraft", { version: result.version }) : t("company.staff.publishedNotice", { version: result.version });
  return <p role="status" className={forms.infoBox} data-testid="company-result">{text}</p>;
}
