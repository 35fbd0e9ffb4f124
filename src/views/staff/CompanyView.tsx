import { Form, Link } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { useT } from "../../i18n/use-t.ts";
import { Fragment } from "react";
import { membershipNumbers, pictureNumbers, reviewNumbers, storyNumbers, teamNumbers, type CompanyFormValues, type CompanyHint } from "../../lib/company-form.ts";
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
  | { kind: "invalid"; errors: { field: string; hint: CompanyHint }[]; values: CompanyFormValues }
  | { kind: "uploaded"; path: string; created: boolean }
  | { kind: "uploadFailed"; error: "none" | "type" | "size" | "small" };

/** A photo of the library, as the form offers it. */
export interface LibraryPhotoRow {
  path: string;
  createdAt: Date | string;
  createdBy: string | null;
}

/** A photo's short name in the staff area: the first six digits of its content's name. */
export const photoName = (path: string) => path.slice("/media/".length, "/media/".length + 6);

export type CompanyVersionRow = VersionRow;

export interface CompanyViewProps {
  history: CompanyVersionRow[];
  /** The form's values: the newest version's (else the facts shown), or what was posted when it was refused. */
  values: CompanyFormValues;
  /** The photo library, newest first. */
  photos: LibraryPhotoRow[];
  /** The pages a photo may be chosen for (destinations and services). */
  pages: { value: string; label: string }[];
  result?: CompanyResult;
}

/** Field names hold dots; ids take hyphens. */
const fieldId = (name: string) => `company-${name.replace(/\./g, "-")}`;

/** The company's facts in the staff area: which version the site shows, the history with publishing, and the form for a new version. */
export function CompanyView({ history, values, photos, pages, result }: CompanyViewProps) {
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
  const select = (name: string, label: MessageKey, none: MessageKey, options: { value: string; label: string }[]) => (
    <Field id={fieldId(name)} label={t(label)} errors={errorsOf(name)}>
      {(control) => (
        <select name={name} className={forms.input} defaultValue={shownValues[name] ?? ""} {...control}>
          <option value="">{t(none)}</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      )}
    </Field>
  );
  const photoOptions = photos.map((photo) => ({ value: photo.path, label: t("company.staff.photoName", { name: photoName(photo.path) }) }));
  const photoSelect = (name: string) => select(name, "company.field.photo", "company.field.noPhoto", photoOptions);
  const textarea = (name: string, label: MessageKey) => (
    <Field id={fieldId(name)} label={t(label)} errors={errorsOf(name)}>
      {(control) => <textarea name={name} rows={3} maxLength={1000} className={forms.textarea} defaultValue={shownValues[name] ?? ""} {...control} />}
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

      <h2 className={styles.sectionHeading}>{t("company.staff.photos")}</h2>
      <p>{t("company.staff.photosHint")}</p>
      {photos.length > 0 ? (
        <ul className={styles.library} data-testid="photo-library">
          {photos.map((photo) => (
            <li key={photo.path}>
              <img src={photo.path.replace(/\.jpg$/, "-400.webp")} alt="" width={400} height={267} loading="lazy" className={styles.libraryImage} />
              {t("company.staff.photoName", { name: photoName(photo.path) })}
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" encType="multipart/form-data" className={styles.updateForm} data-testid="photo-upload">
        <input type="hidden" name="intent" value="upload" />
        <Field id="company-photo-file" label={t("company.staff.photoFile")} errors={result?.kind === "uploadFailed" ? [t(`company.photoError.${result.error}`)] : []}>
          {(control) => <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" className={forms.input} {...control} />}
        </Field>
        <div>
          <button type="submit" className={button.secondary}>{t("company.staff.upload")}</button>
        </div>
      </Form>

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
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.team")}</legend>
          <p className={forms.hint}>{t("company.staff.teamHint")}</p>
          {teamNumbers.map((number) => (
            <fieldset key={number} className={forms.fieldset}>
              <legend className={forms.legend}>{t("company.staff.member", { number })}</legend>
              <div className={forms.row}>
                {input(`team${number}.name`, "company.field.name")}
                {photoSelect(`team${number}.photo`)}
              </div>
              <div className={forms.row}>
                {input(`team${number}.role_en`, "company.field.role_en")}
                {input(`team${number}.role_de`, "company.field.role_de")}
              </div>
            </fieldset>
          ))}
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.stories")}</legend>
          <p className={forms.hint}>{t("company.staff.storiesHint")}</p>
          {storyNumbers.map((number) => {
            const row = `story${number}`;
            return (
              <fieldset key={number} className={forms.fieldset}>
                <legend className={forms.legend}>{t("company.staff.story", { number })}</legend>
                <div className={forms.row}>
                  {input(`${row}.pet`, "company.field.pet")}
                  {input(`${row}.owner`, "company.field.owner")}
                  {input(`${row}.route`, "company.field.route")}
                </div>
                {textarea(`${row}.quote_en`, "company.field.quote_en")}
                {textarea(`${row}.quote_de`, "company.field.quote_de")}
                <div className={forms.row}>
                  {photoSelect(`${row}.photo`)}
                  <Field id={fieldId(`${row}.consent_on`)} label={t("company.field.consent_on")} errors={errorsOf(`${row}.consent_on`)}>
                    {(control) => <input name={`${row}.consent_on`} type="date" className={forms.input} defaultValue={shownValues[`${row}.consent_on`] ?? ""} {...control} />}
                  </Field>
                </div>
              </fieldset>
            );
          })}
        </fieldset>
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("company.staff.pictures")}</legend>
          <p className={forms.hint}>{t("company.staff.picturesHint")}</p>
          {pictureNumbers.map((number) => (
            <div key={number} className={forms.row}>
              {select(`picture${number}.page`, "company.field.page", "company.field.noPage", pages)}
              {photoSelect(`picture${number}.photo`)}
            </div>
          ))}
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
  if (result.kind === "uploadFailed") return <p role="alert" className={forms.summary} data-testid="company-result">{t("company.staff.uploadFailed")}</p>;
  const text =
    result.kind === "uploaded" ? t(result.created ? "company.staff.uploaded" : "company.staff.uploadedAgain", { name: photoName(result.path) })
    : result.kind === "saved" ? t("company.staff.savedDraft", { version: result.version })
    : t("company.staff.publishedNotice", { version: result.version });
  return <p role="status" className={forms.infoBox} data-testid="company-result">{text}</p>;
}
