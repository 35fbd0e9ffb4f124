import type { Route } from "./+types/contact";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { useT } from "../i18n/use-t.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("contact.metaTitle"), t("contact.metaDescription"));
};

export default function Contact() {
  const t = useT();
  const phone = t("contact.phone");
  return (
    <>
      <PageHeader title={t("contact.title")} lead={t("contact.text")} />
      <Section>
        <div className={page.twoColumn}>
          <dl>
            <dt className={page.factLabel}>{t("contact.emailLabel")}</dt>
            <dd className={page.factValue}><a href={`mailto:${t("contact.email")}`}>{t("contact.email")}</a></dd>
            <dt className={page.factLabel}>{t("contact.phoneLabel")}</dt>
            <dd className={page.factValue}><a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a></dd>
            <dt className={page.factLabel}>{t("contact.hoursLabel")}</dt>
            <dd className={page.factValue}>{t("contact.hours")}</dd>
            <dd className={page.factValue}>{t("contact.emergency")}</dd>
          </dl>
          <aside id="quote" className={page.aside}>
            <h2 className={page.cardTitle}>{t("contact.quoteBoxTitle")}</h2>
            <p className={page.cardText}>{t("contact.quoteBoxText")}</p>
            <p className={page.cardText}>
              <a href={`mailto:${t("contact.email")}`}>{t("contact.email")}</a> · <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>
            </p>
          </aside>
        </div>
      </Section>
    </>
  );
}
