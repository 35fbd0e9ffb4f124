import { Form, Link } from "react-router";
import { ErrorList, Field } from "../../components/ui/forms.tsx";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { EstimateSummary } from "../../features/quote/Estimate.tsx";
import { countries } from "../../i18n/countries.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { crateSeries } from "../../lib/crate.ts";
import type { ShownEstimate } from "../../lib/estimate.ts";
import { bandNumbers, distanceKinds, distanceNumbers, zoneNumbers, type RateFormError, type RateFormValues } from "../../lib/rate-card-form.ts";
import { staffHref } from "../../route-table.ts";
import * as styles from "./admin.css.ts";
import { StaffBar } from "./StaffBar.tsx";
import { VersionHistory, type VersionRow } from "./VersionHistory.tsx";

/** What the last post did: a version saved or published, or the form refused with its values. */
export type RatesResult =
  | { kind: "saved"; version: number }
  | { kind: "published"; version: number; validFrom: string }
  | { kind: "publishFailed" }
  | { kind: "invalid"; errors: RateFormError[]; values: RateFormValues };

export interface RateVersionRow extends VersionRow {
  validFrom: string;
}

export interface RatesPreview {
  asked: Record<string, string | undefined>;
  invalid?: true;
  version?: number;
  estimate?: ShownEstimate;
}

export interface RatesViewProps {
  current?: { version: number; validFrom: string };
  history: RateVersionRow[];
  /** The form's values: the newest version's, or what was posted when it was refused. */
  values: RateFormValues;
  preview?: RatesPreview;
  result?: RatesResult;
}

/** The rate card in the staff area: what is in force, its history with publishing, a preview, and the form for a new version. */
export function RatesView({ current, history, values, preview, result }: RatesViewProps) {
  const t = useT();
  const lang = useLang();
  const shownValues = result?.kind === "invalid" ? result.values : values;
  const errorsOf = (field: string) => (result?.kind === "invalid" ? result.errors.filter((error) => error.field === field).map((error) => t(error.key)) : []);
  return (
    <Section>
      <StaffBar title={t("rates.title")} />
      <p><Link to={staffHref("staffInbox")}>← {t("staff.back")}</Link></p>
      <p>{t("rates.intro")}</p>
      <p data-testid="rates-current">{current ? t("rates.current", { version: current.version, date: formatLongDate(current.validFrom, lang) }) : t("rates.none")}</p>
      <ResultNotice result={result} />

      <h2 className={styles.sectionHeading}>{t("rates.history")}</h2>
      <VersionHistory history={history} testId="rates-history" column={{ label: t("rates.validFrom"), value: (row) => formatLongDate(row.validFrom, lang) }} />

      <h2 className={styles.sectionHeading}>{t("rates.preview")}</h2>
      <PreviewForm history={history} preview={preview} />

      <h2 className={styles.sectionHeading}>{t("rates.edit")}</h2>
      <p className={forms.hint}>{t("rates.editIntro")}</p>
      <Form method="post" className={forms.form} data-testid="rates-form" key={JSON.stringify(shownValues)}>
        <input type="hidden" name="intent" value="save" />
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("rates.general")}</legend>
          <TextInput name="validFrom" label={t("rates.validFrom")} type="date" values={shownValues} errors={errorsOf("validFrom")} />
          {(["vatNote.en", "vatNote.de", "notes.en", "notes.de"] as const).map((name) => (
            <Field key={name} id={fieldId(name)} label={t(`rates.${name}`)} errors={errorsOf(name)}>
              {(control) => <textarea name={name} rows={2} maxLength={1000} className={forms.textarea} defaultValue={shownValues[name] ?? ""} {...control} />}
            </Field>
          ))}
        </fieldset>

        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("rates.zones")}</legend>
          <p className={forms.hint}>{t("rates.zonesHint")}</p>
          {zoneNumbers.slice(0, shownZones(shownValues)).map((zone) => (
            <fieldset key={zone} className={forms.fieldset}>
              <legend className={forms.legend}>{t("rates.zone", { number: zone })}</legend>
              <div className={forms.row}>
                <TextInput name={`zone${zone}.key`} label={t("rates.zoneKey")} values={shownValues} errors={errorsOf(`zone${zone}.key`)} />
                <TextInput name={`zone${zone}.minimum`} label={t("rates.minimum")} values={shownValues} errors={errorsOf(`zone${zone}.minimum`)} decimal />
                <TextInput name={`zone${zone}.documents`} label={t("rates.zoneDocuments")} values={shownValues} errors={errorsOf(`zone${zone}.documents`)} decimal />
              </div>
              <div className={styles.bandGrid}>
                {bandNumbers.flatMap((band) => [
                  <TextInput key={`${band}-upTo`} name={`zone${zone}.band${band}.upTo`} label={t("rates.bandUpTo", { number: band })} values={shownValues} errors={errorsOf(`zone${zone}.band${band}.upTo`)} decimal />,
                  <TextInput key={`${band}-perKg`} name={`zone${zone}.band${band}.perKg`} label={t("rates.perKg", { number: band })} values={shownValues} errors={errorsOf(`zone${zone}.band${band}.perKg`)} decimal />,
                ])}
              </div>
            </fieldset>
          ))}
        </fieldset>

        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("rates.countries")}</legend>
          <p className={forms.hint}>{t("rates.countriesHint")}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell} id="rates-col-country">{t("rates.country")}</th>
                  <th className={styles.cell} id="rates-col-zone">{t("rates.countryZone")}</th>
                  <th className={styles.cell} id="rates-col-documents">{t("rates.countryDocuments")}</th>
                  <th className={styles.cell} id="rates-col-customs">{t("rates.customs")}</th>
                </tr>
              </thead>
              <tbody>
                {countries.map((country) => {
                  const rowId = `rates-country-${country.en}`;
                  const cell = (column: "zone" | "documents" | "customs", label: string) => {
                    const name = `country.${country.en}.${column}`;
                    const errors = errorsOf(name);
                    const control = { id: fieldId(name), name, "aria-labelledby": `${rowId} rates-col-${column}`, "aria-invalid": errors.length > 0, "aria-describedby": errors.length > 0 ? `${fieldId(name)}-error` : undefined };
                    return (
                      <td className={styles.labelledCell} data-label={label}>
                        {column === "zone" ? (
                          <select className={forms.input} defaultValue={shownValues[name] ?? ""} {...control}>
                            <option value="">{t("rates.noZone")}</option>
                            {zoneNumbers.slice(0, shownZones(shownValues)).map((zone) => (
                              <option key={zone} value={String(zone)}>{shownValues[`zone${zone}.key`] ? `${zone}: ${shownValues[`zone${zone}.key`]}` : t("rates.zone", { number: zone })}</option>
                            ))}
                          </select>
                        ) : (
                          <input type="text" inputMode="decimal" className={forms.input} defaultValue={shownValues[name] ?? ""} {...control} />
                        )}
                        <ErrorList id={`${fieldId(name)}-error`} errors={errors} />
                      </td>
                    );
                  };
                  return (
                    <tr key={country.en}>
                      <th scope="row" className={styles.cell} id={rowId}>{country.name[lang]}</th>
                      {cell("zone", t("rates.countryZone"))}
                      {cell("documents", t("rates.countryDocuments"))}
                      {cell("customs", t("rates.customs"))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </fieldset>

        {distanceKinds.map((kind) => (
          <fieldset key={kind} className={forms.fieldset}>
            <legend className={forms.legend}>{t(`rates.${kind}`)}</legend>
            <p className={forms.hint}>{t("rates.distanceHint")}</p>
            <div className={styles.bandGrid}>
              {distanceNumbers.flatMap((band) => [
                <TextInput key={`${band}-upTo`} name={`${kind}${band}.upTo`} label={t("rates.upToKm", { number: band })} values={shownValues} errors={errorsOf(`${kind}${band}.upTo`)} decimal />,
                <TextInput key={`${band}-amount`} name={`${kind}${band}.amount`} label={t("rates.amount", { number: band })} values={shownValues} errors={errorsOf(`${kind}${band}.amount`)} decimal />,
              ])}
            </div>
          </fieldset>
        ))}

        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>{t("rates.crates")}</legend>
          <p className={forms.hint}>{t("rates.cratesHint")}</p>
          <div className={forms.row}>
            {crateSeries.map((crate) => (
              <TextInput key={crate.series} name={`crate.${crate.series}`} label={t("rates.crateSeries", { series: crate.series })} values={shownValues} errors={errorsOf(`crate.${crate.series}`)} decimal />
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className={button.primary}>{t("rates.save")}</button>
        </div>
      </Form>
    </Section>
  );
}

/** The zones the form shows: those named so far and two more (a zone is added by naming one), at most all of them. */
const shownZones = (values: RateFormValues) => Math.min(zoneNumbers.length, Math.max(0, ...zoneNumbers.filter((zone) => values[`zone${zone}.key`])) + 2);

/** Field names hold dots; ids take hyphens. */
const fieldId = (name: string) => `rates-${name.replace(/\./g, "-")}`;

function TextInput({ name, label, values, errors, type = "text", decimal = false }: { name: string; label: string; values: RateFormValues; errors: string[]; type?: "text" | "date"; decimal?: boolean }) {
  return (
    <Field id={fieldId(name)} label={label} errors={errors}>
      {(control) => <input name={name} type={type} inputMode={decimal ? "decimal" : undefined} className={forms.input} defaultValue={values[name] ?? ""} {...control} />}
    </Field>
  );
}

function ResultNotice({ result }: { result?: RatesResult }) {
  const t = useT();
  const lang = useLang();
  if (!result) return null;
  if (result.kind === "invalid") return <p role="alert" className={forms.summary} data-testid="rates-result">{t("rates.invalid")}</p>;
  if (result.kind === "publishFailed") return <p role="alert" className={forms.summary} data-testid="rates-result">{t("rates.publishFailed")}</p>;
  const text = result.kind === "saved" ? t("rates.savedDraft", { version: result.version }) : t("rates.publishedNotice", { version: result.version, date: formatLongDate(result.validFrom, lang) });
  return <p role="status" className={forms.infoBox} data-testid="rates-result">{text}</p>;
}

/** A GET form on this page: the query names the version, the route and the pets; the loader works the estimate out. */
function PreviewForm({ history, preview }: { history: RateVersionRow[]; preview?: RatesPreview }) {
  const t = useT();
  const lang = useLang();
  if (history.length === 0) return null;
  const asked = preview?.asked ?? {};
  return (
    <>
      <p className={forms.hint}>{t("rates.previewIntro")}</p>
      <Form method="get" className={forms.form} data-testid="rates-preview">
        <div className={forms.row}>
          <Field id="rates-preview-version" label={t("rates.version")}>
            {(control) => (
              <select name="version" className={forms.input} defaultValue={asked.version ?? String(history[0]!.version)} {...control}>
                {history.map((row) => (
                  <option key={row.version} value={row.version}>{row.version}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id="rates-preview-country" label={t("rates.previewCountry")}>
            {(control) => (
              <select name="country" className={forms.input} defaultValue={asked.country ?? ""} {...control}>
                {countries.map((country) => (
                  <option key={country.en} value={country.en}>{country.name[lang]}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id="rates-preview-pets" label={t("rates.previewPets")} hint={t("rates.previewPetsHint")}>
            {(control) => <textarea name="pets" rows={2} maxLength={500} className={forms.textarea} defaultValue={asked.pets ?? ""} {...control} />}
          </Field>
        </div>
        <fieldset className={forms.fieldset}>
          <legend className={forms.label}>{t("rates.previewServices")}</legend>
          <label className={forms.check}><input type="checkbox" name="pickup" value="1" defaultChecked={asked.pickup === "1"} /> {t("quote.pickup")}</label>
          <label className={forms.check}><input type="checkbox" name="delivery" value="1" defaultChecked={asked.delivery === "1"} /> {t("quote.delivery")}</label>
          <label className={forms.check}><input type="checkbox" name="ownCrate" value="1" defaultChecked={asked.ownCrate === "1"} /> {t("quote.ownCrate")}</label>
        </fieldset>
        <div>
          <button type="submit" className={button.secondary}>{t("rates.previewShow")}</button>
        </div>
      </Form>
      {preview?.invalid ? <p role="alert" className={forms.summary}>{t("rates.previewInvalid")}</p> : null}
      {preview?.estimate ? (
        <div data-testid="rates-preview-result">
          <p>{t("rates.previewFor", { version: preview.version ?? "" })}</p>
          <EstimateSummary estimate={preview.estimate} />
          {/* Staff see why the owner is promised a quote instead of figures. */}
          {preview.estimate.kind === "on-request" ? <p className={forms.hint} data-testid="rates-preview-reason">{t(`rates.onRequest.${preview.estimate.reason}`)}</p> : null}
        </div>
      ) : null}
    </>
  );
}
