import { Globe2, Headset, ShieldCheck, FileCheck2 } from "../components/ui/icons.tsx";
import * as page from "../components/ui/page.css.ts";
import { useT } from "../i18n/use-t.ts";

const highlights = [
  { icon: ShieldCheck, title: "highlight.safety", text: "highlight.safetyText" },
  { icon: FileCheck2, title: "highlight.compliance", text: "highlight.complianceText" },
  { icon: Headset, title: "highlight.support", text: "highlight.supportText" },
  { icon: Globe2, title: "highlight.global", text: "highlight.globalText" },
] as const;

/** The four service highlights (docs/requirements.md §1): safety, compliance, support, global capacity. */
export function Highlights({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${page.grid4} ${page.plainList}`} data-testid="highlights">
      {highlights.map(({ icon: Icon, title, text }) => (
        <li key={title} className={page.card}>
          <Icon aria-hidden="true" size={28} />
          <Heading className={page.cardTitle}>{t(title)}</Heading>
          <p className={page.cardText}>{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
