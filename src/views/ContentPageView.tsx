import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import { sectionedProse } from "../components/ui/page.css.ts";
import { prose } from "../components/ui/ui.css.ts";
import type { PageTranslation } from "../lib/schemas/content.ts";
import type { ReactNode } from "react";

/**
 * A page whose body is HTML from `content/<lang>/pages.json` (about, legal texts, pet shipping);
 * `sectioned` sets each section's heading beside its text on wide screens (the about page).
 */
export function ContentPageView({ page, lead, sectioned = false, children }: { page: PageTranslation; lead?: string; sectioned?: boolean; children?: ReactNode }) {
  return (
    <article>
      <PageHeader title={page.title} lead={lead} />
      <Section>
        <Html className={sectioned ? sectionedProse : prose} html={page.content} />
        {children}
      </Section>
    </article>
  );
}
