import type { Route } from "./+types/faq";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { JsonLd } from "../components/ui/JsonLd.tsx";
import { faqPage } from "../lib/structured-data.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { faqCategories } from "../lib/content-kinds.ts";
import { contentQueries } from "../server/content.server.ts";
import { FaqList } from "../views/FaqList.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return { faqs: await contentQueries.faqs(context.get(langContext)) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("faq.metaTitle"), t("faq.metaDescription"));
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { faqs } = loaderData;
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
          <GetQuoteLink className={button.primary}>{t("faq.stillQuestionsLink")}</GetQuoteLink>
        </div>
      </Section>
      <JsonLd data={faqPage(faqs, lang)} />
    </>
  );
}
