import type { ReactNode } from "react";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { JsonLd } from "../components/ui/JsonLd.tsx";
import { button } from "../components/ui/ui.css.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { faqCategories } from "../lib/content-kinds.ts";
import type { Faq } from "../lib/schemas/content.ts";
import { faqPage } from "../lib/structured-data.ts";
import { FaqList } from "./FaqList.tsx";

/**
 * The FAQ page: the categories, each with its questions (the very first one open), a call to action
 * whose 'still have questions' link leads to the inquiry form below it (a plain anchor, docs/requirements.md §2),
 * and FAQPage data. `inquiry` is that form.
 */
export function FaqView({ faqs, inquiry }: { faqs: Faq[]; inquiry: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const firstId = faqs[0]?.id;
  return (
    <>
      <PageHeader title={t("faq.title")} lead={t("faq.text")}>
        <nav aria-label={t("faq.categories")}>
          <ul className={`${page.badgeRow} ${page.actions}`}>
            {faqCategories.map((category) => (
              <li key={category}>
                <a className={page.badge} href={`#${category}`}>{t(`faq.category.${category}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {faqCategories.map((category) => {
        const items = faqs.filter((faq) => faq.category === category);
        return (
          <Section key={category} id={category} title={t(`faq.category.${category}`)}>
            <FaqList faqs={items} firstOpen={items[0]?.id === firstId} />
          </Section>
        );
      })}
      <Section>
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("faq.stillQuestions")}</h2>
          <p>{t("faq.stillQuestionsText")}</p>
          <a href="#inquiry" className={button.primary}>{t("faq.stillQuestionsLink")}</a>
        </div>
      </Section>
      <Section id="inquiry" title={t("quote.title")} intro={t("quote.intro")} alt>
        {inquiry}
      </Section>
      <JsonLd data={faqPage(faqs, lang)} />
    </>
  );
}
