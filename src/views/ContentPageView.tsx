import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import { sectionedProse } from "../components/ui/page.css.ts";
import { prose } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { PageTranslation } from "../lib/schemas/content.ts";
import type { ReactNode } from "react";
import * as styles from "./content-page.css.ts";

/**
 * A page whose body is HTML from `content/<lang>/pages.json` (about, legal texts, pet shipping, checking
 * a shipper), with the sources it names; `before` comes above the text (the imprint's company facts);
 * `sectioned` sets each section's heading beside its text on wide screens (the about page).
 */
export function ContentPageView({ page, lead, before, sectioned = false, children }: { page: PageTranslation; lead?: string; before?: ReactNode; sectioned?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <article>
      <PageHeader title={page.title} lead={lead} />
      <Section>
        {before}
        <Html className={sectioned ? sectionedProse : prose} html={page.content} />
        {children}
        {page.sources ? (
          <section className={styles.sources} aria-labelledby="page-sources-title" data-testid="page-sources">
            <h2 id="page-sources-title" className={styles.sourcesTitle}>{t("page.sources")}</h2>
            <ul className={styles.sourceList}>
              {page.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} rel="external noopener">{source.publisher}: {source.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Section>
    </article>
  );
}
