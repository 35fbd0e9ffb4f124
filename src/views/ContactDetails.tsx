import * as page from "../components/ui/page.css.ts";
import { useT } from "../i18n/use-t.ts";
import { telHref } from "../lib/phone-link.ts";

/** How to reach the company: email, phone, address, office hours and the emergency line. */
export function ContactDetails({ testId = "contact-details" }: { testId?: string }) {
  const t = useT();
  const phone = t("contact.phone");
  return (
    <dl className={page.aside} data-testid={testId}>
      <dt className={page.factLabel}>{t("contact.emailLabel")}</dt>
      <dd className={page.factValue}><a href={`mailto:${t("contact.email")}`}>{t("contact.email")}</a></dd>
      <dt className={page.factLabel}>{t("contact.phoneLabel")}</dt>
      <dd className={page.factValue}><a href={telHref(phone)}>{phone}</a></dd>
      <dt className={page.factLabel}>{t("contact.addressLabel")}</dt>
      <dd className={page.factValue}>{t("contact.address")}</dd>
      <dt className={page.factLabel}>{t("contact.hoursLabel")}</dt>
      <dd className={page.factValue}>{t("contact.hours")}</dd>
      <dd className={page.factValue}>{t("contact.emergency")}</dd>
    </dl>
  );
}
