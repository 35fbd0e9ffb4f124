import { Check } from "../components/ui/icons.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { useT } from "../i18n/use-t.ts";

const benefits = ["topic.helpBenefit1", "topic.helpBenefit2", "topic.helpBenefit3"] as const;

/** The help box beside guides: three benefits and a Get a Quote button. */
export function HelpBox({ title }: { title?: string }) {
  const t = useT();
  return (
    <div data-testid="help-box">
      <h2 className={page.cardTitle}>{title ?? t("topic.helpTitle")}</h2>
      <ul className={page.checkList}>
        {benefits.map((key) => (
          <li key={key} className={page.checkItem}>
            <Check aria-hidden="true" size={16} />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
    </div>
  );
}
