import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import { prose } from "../components/ui/ui.css.ts";
import type { PageTranslation } from "../lib/schemas/content.ts";
import type { ReactNode } from "react";

/** A page whose body is HTML from `content/<lang>/pages.json` (about, legal texts, pet shipping). */
export function ContentPageView({ page, lead, before, children }: { page: PageTranslation; lead?: string; before?: ReactNode; children?: ReactNode }) {
  return (
    <article>
      <PageHeader title={page.title} lead={lead} />
      <Section>
        {before}
        <Html className={prose} html={page.content} />
        {children}
      </Section>
    </article>
  );
}
