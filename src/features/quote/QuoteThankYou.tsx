import { PageHeader, Section } from "../../components/ui/Page.tsx";
import { RouteLink } from "../../components/ui/RouteLink.tsx";
import { button } from "../../components/ui/ui.css.ts";
import { useT } from "../../i18n/use-t.ts";

/** After a quote request sent without JavaScript. */
export function QuoteThankYou({ name }: { name: string }) {
  const t = useT();
  return (
    <div data-testid="quote-thank-you">
      <PageHeader title={t("quote.thankYouTitle", { name: name || t("contact.defaultName") })} lead={t("quote.thankYouText")} />
      <Section>
        <RouteLink route="quote" className={button.secondary}>{t("quote.another")}</RouteLink>
      </Section>
    </div>
  );
}
