import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import type { ContactFormProps } from "../features/contact/ContactForm.tsx";
import { DeferredContactForm } from "../features/contact/DeferredContactForm.tsx";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { useT } from "../i18n/use-t.ts";
import { useRootData } from "../lib/root-data.ts";
import { telHref } from "../lib/phone-link.ts";
import { useCompany } from "../lib/company.ts";
import { OfficeAddress } from "../components/ui/OfficeAddress.tsx";

export interface ContactViewProps {
  /** The form posted without JavaScript, shown again with its errors. */
  form?: { values: Record<string, unknown>; errors: Record<string, string>; message?: string };
  /** The sender's name once the message was sent (the thank-you view). */
  sentName?: string;
  customSubject: boolean;
  idempotencyKey: string;
  /** Changes with every answer, so the form starts afresh from it. */
  formKey: string;
}

/** The contact page: the quote box, the contact form, and how else to reach the company. */
export function ContactView({ form, sentName, customSubject, idempotencyKey, formKey }: ContactViewProps) {
  const t = useT();
  const root = useRootData();
  const company = useCompany();
  const { email, phone } = company;
  return (
    <>
      <PageHeader title={t("contact.title")} lead={t("contact.text")} />
      <Section>
        {/* On phones, where the details below come after the form, the phone and the address come first. */}
        {phone || company.offices.length > 0 ? (
          <div className={page.phonesOnly} data-testid="contact-top">
            {phone ? <p><a href={telHref(phone)}>{phone}</a></p> : null}
            <OfficeAddress facts={company} className={page.address} />
          </div>
        ) : null}
        <div className={page.twoColumn}>
          <div>
            <aside id="quote" className={page.callout}>
              <h2 className={page.calloutTitle}>{t("contact.quoteBoxTitle")}</h2>
              <p>{t("contact.quoteBoxText")}</p>
              <GetQuoteLink className={button.primary}>{t("contact.quoteBoxButton")}</GetQuoteLink>
            </aside>
            <h2 className={page.blockHeading}>{t("contact.formTitle")}</h2>
            <DeferredContactForm
              formKey={formKey}
              initialValues={form?.values as ContactFormProps["initialValues"]}
              serverErrors={form?.errors}
              serverMessage={form?.message}
              customSubject={customSubject}
              idempotencyKey={idempotencyKey}
              recaptcha={root?.recaptcha ?? null}
              sentName={sentName}
            />
          </div>
          <dl className={page.aside} data-testid="contact-details">
            {email ? (
              <>
                <dt className={page.factLabel}>{t("contact.emailLabel")}</dt>
                <dd className={page.factValue}><a href={`mailto:${email}`}>{email}</a></dd>
              </>
            ) : null}
            {phone ? (
              <>
                <dt className={page.factLabel}>{t("contact.phoneLabel")}</dt>
                <dd className={page.factValue}><a href={telHref(phone)}>{phone}</a></dd>
              </>
            ) : null}
            {company.offices.length > 0 ? (
              <>
                <dt className={page.factLabel}>{t("contact.addressLabel")}</dt>
                <dd className={page.factValue}><OfficeAddress facts={company} className={page.address} /></dd>
              </>
            ) : null}
            <dt className={page.factLabel}>{t("contact.hoursLabel")}</dt>
            <dd className={page.factValue}>{t("contact.hours")}</dd>
            {phone ? <dd className={page.factValue}>{t("contact.emergency")}</dd> : null}
          </dl>
        </div>
      </Section>
    </>
  );
}
