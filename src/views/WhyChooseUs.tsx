import * as page from "../components/ui/page.css.ts";
import { useT } from "../i18n/use-t.ts";

const reasons = [
  ["services.why.expertise", "services.why.expertiseText"],
  ["services.why.compliance", "services.why.complianceText"],
  ["services.why.care", "services.why.careText"],
  ["services.why.reliability", "services.why.reliabilityText"],
] as const;

/** The four reasons to choose the company (docs/requirements.md §1): expertise, compliance, care, reliability. */
export function WhyChooseUs() {
  const t = useT();
  return (
    <ul className={`${page.grid4} ${page.plainList}`}>
      {reasons.map(([title, text]) => (
        <li key={title} className={page.card}>
          <h3 className={page.cardTitle}>{t(title)}</h3>
          <p className={page.cardText}>{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
