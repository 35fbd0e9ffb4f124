import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState, type ReactNode } from "react";
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors, type RegisterOptions, type Resolver } from "react-hook-form";
import { button } from "../../components/ui/ui.css.ts";
import { hrefOf } from "../../i18n/route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { isMessageKey } from "../../i18n/messages/index.ts";
import { recommendCrate, isSnubNosedBreed } from "../../lib/crate.ts";
import { recaptchaToken, SecurityCheckError, type RecaptchaSettings } from "../../lib/recaptcha.ts";
import { CRATE_IMAGE_TYPES, LIMITS, quoteInquirySchema, RECAPTCHA_PLACEHOLDER, travelDateWindow, type QuoteInquiryInput } from "../../lib/schemas/leads.ts";
import { showToast } from "../../lib/toast.ts";
import { tooEarlyFor } from "../../lib/travel-rules.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { newIdempotencyKey, postLead } from "../submit-lead.ts";
import * as styles from "../forms.css.ts";
import { TravelDateField } from "./TravelDateField.tsx";

type Values = QuoteInquiryInput & { website?: string };

export const emptyPet = () => ({ petType: "dog" as const, breed: "", weight: 0, isSnubNose: false, dimensions: { length: 0, width: 0, height: 0 } });

export const quoteDefaults = (): Values => ({
  petType: "dog",
  breed: "",
  weight: undefined as unknown as number,
  isSnubNose: false,
  dimensions: { length: undefined, width: undefined, height: undefined },
  additionalPets: [],
  additionalPetsNotes: "",
  departureAddress: "",
  destinationAddress: "",
  travelDate: "",
  needPickup: false,
  needDelivery: false,
  hasOwnCrate: false,
  crateImage: undefined,
  additionalNotes: "",
  name: "",
  email: "",
  phone: "",
  recaptchaToken: RECAPTCHA_PLACEHOLDER,
});

export interface QuoteFormProps {
  /** Values and translated errors from a server round trip (no-JavaScript path). */
  initialValues?: Partial<Values>;
  serverErrors?: Record<string, string>;
  idempotencyKey: string;
  recaptcha: RecaptchaSettings | null;
  onSuccess?: () => void;
  /** Distinguishes several forms on one page (ids). */
  idPrefix?: string;
}

/** Message keys from the schema are translated; texts from the server pass through. */
function useMessage() {
  const t = useT();
  return (message: string | undefined) => (message && isMessageKey(message) ? t(message) : message);
}

function valueAt(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  return (valueAt(errors, path) as { message?: string } | undefined)?.message;
}

function Field({ id, label, hint, error, required, children }: { id: string; label: string; hint?: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required} aria-hidden="true">*</span> : null}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className={styles.hint}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} className={styles.error} role="alert">{error}</p> : null}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: boolean) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function QuoteForm({ initialValues, serverErrors = {}, idempotencyKey, recaptcha, onSuccess, idPrefix = "quote" }: QuoteFormProps) {
  const t = useT();
  const lang = useLang();
  const message = useMessage();
  const hydrated = useHydrated();
  const [submissionKey, setSubmissionKey] = useState(idempotencyKey);
  const [preview, setPreview] = useState<string | undefined>(initialValues?.crateImage);
  const [fileError, setFileError] = useState<string | undefined>();
  const defaults = useMemo(() => ({ ...quoteDefaults(), ...initialValues }), [initialValues]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(quoteInquirySchema) as unknown as Resolver<Values>,
    mode: "onTouched",
  });
  const pets = useFieldArray({ control, name: "additionalPets" });
  /**
   * register() plus the value as an HTML default, so the server-rendered form (no JavaScript, or
   * a re-render with errors) shows what was entered; react-hook-form takes over after hydration.
   */
  const field = (name: string, options?: RegisterOptions<Values>) => {
    const value = valueAt(defaults, name);
    const registered = register(name as "name", options as RegisterOptions<Values, "name">);
    return typeof value === "boolean" ? { ...registered, defaultChecked: value } : { ...registered, defaultValue: value === undefined || value === null ? undefined : String(value) };
  };
  const watched = useWatch({ control });
  const window_ = travelDateWindow();
  const id = (name: string) => `${idPrefix}-${name.replace(/\./g, "-")}`;
  const err = (path: string) => message(errorAt(errors, path)) ?? serverErrors[path];

  const dims = (watched.dimensions ?? {}) as { length?: number; width?: number; height?: number };
  const crate = recommendCrate({ ...dims, weight: watched.weight }, !!watched.isSnubNose);
  const snubNose = watched.isSnubNose || isSnubNosedBreed(watched.breed) || (watched.additionalPets ?? []).some((pet) => pet?.isSnubNose || isSnubNosedBreed(pet?.breed));
  const tooEarly = tooEarlyFor(watched.destinationAddress, watched.travelDate);

  const onFile = (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return;
    if (!(CRATE_IMAGE_TYPES as readonly string[]).includes(file.type)) return setFileError(t("validation.crateImageType"));
    if (file.size > LIMITS.maxCrateImageBytes) return setFileError(t("validation.crateImageSize"));
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      setPreview(url);
      setValue("crateImage", url);
    };
    reader.readAsDataURL(file);
  };

  const onValid = async (values: Values) => {
    let token: string;
    try {
      token = await recaptchaToken("inquiry_submit", recaptcha);
    } catch (error) {
      if (error instanceof SecurityCheckError) showToast({ title: t("quote.errorTitle"), description: t("form.securityCheck"), variant: "destructive" });
      return;
    }
    const result = await postLead(hrefOf("apiSubmitInquiry", "en"), lang, { ...values, recaptchaToken: token }, submissionKey);
    if (result.ok) {
      showToast({ title: t("quote.successTitle"), description: t("quote.successText") });
      setSubmissionKey(newIdempotencyKey());
      reset(quoteDefaults());
      setPreview(undefined);
      onSuccess?.();
    } else {
      // The server's details are kept for the fields but the toast stays general (spec §8).
      showToast({ title: t("quote.errorTitle"), description: t("quote.errorText"), variant: "destructive" });
    }
  };

  const numberField = (name: `weight` | `dimensions.${"length" | "width" | "height"}` | `additionalPets.${number}.weight` | `additionalPets.${number}.dimensions.${"length" | "width" | "height"}`) =>
    field(name, { setValueAs: (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(String(value).replace(",", "."))) });

  const petFields = (prefix: "" | `additionalPets.${number}.`, index?: number) => {
    const p = (name: string) => `${prefix}${name}`;
    const dims = ["length", "width", "height"] as const;
    return (
      <>
        <div className={styles.row}>
          <Field id={id(p("petType"))} label={t("quote.petType")} required error={err(p("petType"))}>
            <select id={id(p("petType"))} className={styles.input} {...field(p("petType"))} aria-invalid={!!err(p("petType"))}>
              <option value="dog">{t("quote.petType.dog")}</option>
              <option value="cat">{t("quote.petType.cat")}</option>
            </select>
          </Field>
          <Field id={id(p("breed"))} label={t("quote.breed")} error={err(p("breed"))}>
            <input id={id(p("breed"))} className={styles.input} autoComplete="off" {...field(p("breed"))} />
          </Field>
          <Field id={id(p("weight"))} label={t("quote.weight")} required error={err(p("weight"))}>
            <input
              id={id(p("weight"))}
              className={styles.input}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              aria-invalid={!!err(p("weight"))}
              aria-describedby={describedBy(id(p("weight")), false, !!err(p("weight")))}
              {...numberField(p("weight") as "weight")}
            />
          </Field>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...field(p("isSnubNose"))} /> {t("quote.snubNose")}
        </label>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t("quote.dimensions")}</legend>
          <div className={styles.row}>
            {dims.map((dim) => {
              const name = p(`dimensions.${dim}`);
              return (
                <Field key={dim} id={id(name)} label={t(`quote.${dim}`)} hint={t(`quote.${dim}Hint`)} error={err(name)}>
                  <input
                    id={id(name)}
                    className={styles.input}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.1}
                    aria-invalid={!!err(name)}
                    aria-describedby={describedBy(id(name), true, !!err(name))}
                    {...numberField(name as "dimensions.length")}
                  />
                </Field>
              );
            })}
          </div>
        </fieldset>
        {index === undefined && crate ? (
          <div className={styles.infoBox} aria-live="polite" data-testid="crate-recommendation">
            <strong>{t("quote.crateTitle")}</strong>
            <p className={styles.hint}>{t("quote.crateMinimum", { ...crate.minimum })}</p>
            <p className={styles.hint}>{crate.crate ? t("quote.crateSeries", { series: crate.crate.series, ...crate.crate.external }) : t("quote.crateCustom")}</p>
            {crate.chargeableKg ? <p className={styles.hint}>{t("quote.crateChargeable", { kg: crate.chargeableKg })}</p> : null}
            <p className={styles.hint}>{t("quote.crateNote")}</p>
          </div>
        ) : null}
      </>
    );
  };

  const action = hrefOf("quote", lang);
  const errorCount = Object.keys(errors).length + Object.keys(serverErrors).length;

  return (
    <form method="post" action={action} encType="multipart/form-data" noValidate={hydrated} className={styles.form} onSubmit={handleSubmit(onValid)} data-testid="quote-form">
      <p className={styles.hint}>{t("quote.required")}</p>
      {errorCount > 0 ? <p className={styles.summary} role="alert">{t("validation.summary")}</p> : null}
      <input type="hidden" name="idempotencyKey" value={submissionKey} />
      <input type="hidden" {...field("recaptchaToken")} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id("website")}>{t("quote.honeypot")}</label>
        <input id={id("website")} tabIndex={-1} autoComplete="off" {...field("website")} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.pet")}</legend>
        {petFields("")}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.additionalPets")}</legend>
        {pets.fields.map((pet, index) => (
          <div key={pet.id} className={styles.petBlock} data-testid="additional-pet">
            <div className={styles.petHeader}>
              <strong>{t("quote.petNumber", { number: index + 2 })}</strong>
              <button
                type="submit"
                name="intent"
                value={`removePet:${index}`}
                formNoValidate
                className={styles.linkButton}
                onClick={(event) => {
                  event.preventDefault();
                  pets.remove(index);
                }}
              >
                {t("quote.removePet", { number: index + 2 })}
              </button>
            </div>
            {petFields(`additionalPets.${index}.`, index)}
          </div>
        ))}
        <div>
          <button
            type="submit"
            name="intent"
            value="addPet"
            formNoValidate
            className={button.secondary}
            disabled={pets.fields.length >= LIMITS.maxAdditionalPets}
            onClick={(event) => {
              event.preventDefault();
              pets.append(emptyPet());
            }}
          >
            {t("quote.addPet")}
          </button>
        </div>
        {pets.fields.length > 0 ? (
          <Field id={id("additionalPetsNotes")} label={t("quote.additionalPetsNotes")}>
            <textarea id={id("additionalPetsNotes")} className={styles.textarea} rows={2} {...field("additionalPetsNotes")} />
          </Field>
        ) : null}
      </fieldset>

      {snubNose ? <p className={styles.notice} role="status" data-testid="snub-nose-notice">{t("quote.snubNoseNotice")}</p> : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.travel")}</legend>
        <div className={styles.row}>
          <Field id={id("departureAddress")} label={t("quote.departure")} required error={err("departureAddress")}>
            <input id={id("departureAddress")} className={styles.input} autoComplete="address-level2" aria-invalid={!!err("departureAddress")} {...field("departureAddress")} />
          </Field>
          <Field id={id("destinationAddress")} label={t("quote.destination")} required error={err("destinationAddress")}>
            <input id={id("destinationAddress")} className={styles.input} autoComplete="off" aria-invalid={!!err("destinationAddress")} {...field("destinationAddress")} />
          </Field>
          <Controller
            control={control}
            name="travelDate"
            render={({ field: date }) => (
              <TravelDateField
                id={id("travelDate")}
                value={String(date.value ?? "")}
                onChange={date.onChange}
                onBlur={date.onBlur}
                error={err("travelDate")}
                min={window_.min}
                max={window_.max}
              />
            )}
          />
        </div>
        {tooEarly ? (
          <p className={styles.notice} role="status" data-testid="lead-time-notice">
            {t("quote.leadTimeNotice", { country: t(`quote.country.${tooEarly.key}`), days: tooEarly.minDays })}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.services")}</legend>
        <label className={styles.check}><input type="checkbox" {...field("needPickup")} /> {t("quote.pickup")}</label>
        <label className={styles.check}><input type="checkbox" {...field("needDelivery")} /> {t("quote.delivery")}</label>
        <label className={styles.check}><input type="checkbox" {...field("hasOwnCrate")} data-testid="own-crate" /> {t("quote.ownCrate")}</label>
        {watched.hasOwnCrate || !hydrated ? (
          <Field id={id("crateImage")} label={t("quote.crateImage")} error={fileError ?? err("crateImage")}>
            <input
              id={id("crateImage")}
              name="crateImage"
              type="file"
              accept={CRATE_IMAGE_TYPES.join(",")}
              className={styles.input}
              onChange={(event) => onFile(event.currentTarget.files?.[0])}
            />
            {preview ? (
              <div>
                <img src={preview} alt={t("quote.crateImagePreview")} className={styles.preview} />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    setPreview(undefined);
                    setValue("crateImage", undefined);
                  }}
                >
                  {t("quote.removeImage")}
                </button>
              </div>
            ) : null}
          </Field>
        ) : null}
        <Field id={id("additionalNotes")} label={t("quote.notes")}>
          <textarea id={id("additionalNotes")} className={styles.textarea} rows={3} {...field("additionalNotes")} />
        </Field>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("quote.section.contact")}</legend>
        <div className={styles.row}>
          <Field id={id("name")} label={t("quote.name")} required error={err("name")}>
            <input id={id("name")} className={styles.input} autoComplete="name" aria-invalid={!!err("name")} {...field("name")} />
          </Field>
          <Field id={id("email")} label={t("quote.email")} required error={err("email")}>
            <input id={id("email")} className={styles.input} type="email" autoComplete="email" aria-invalid={!!err("email")} {...field("email")} />
          </Field>
          <Field id={id("phone")} label={t("quote.phone")} required error={err("phone")}>
            <input id={id("phone")} className={styles.input} type="tel" autoComplete="tel" aria-invalid={!!err("phone")} {...field("phone")} />
          </Field>
        </div>
      </fieldset>

      <div>
        <button type="submit" className={button.primary} disabled={isSubmitting} data-testid="quote-submit">
          {isSubmitting ? (
            <>
              <span className={styles.spinner} aria-hidden="true" /> {t("quote.processing")}
            </>
          ) : (
            t("quote.submit")
          )}
        </button>
      </div>
    </form>
  );
}
