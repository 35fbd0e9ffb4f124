import type { ReactNode } from "react";
import { GetQuoteLink } from "../features/quote/GetQuoteLink.tsx";
import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button, prose } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { RouteId } from "../i18n/route-table.ts";
import type { Translation } from "../lib/schemas/content.ts";

/** A content article (service, topic, blog post): title, lead, HTML body, quote call to action, way back. */
export function ArticleView({ translation, back, meta, aside }: { translation: Translation; back: { route: RouteId; label: MessageKey }; meta?: ReactNode; aside?: ReactNode }) {
  const t = useT();
  return (
    <article>
      <PageHeader title={translation.title} lead={translation.excerpt}>{meta}</PageHeader>
      <Section>
        <div className={page.twoColumn}>
          <Html className={prose} html={translation.content} />
          <aside className={page.aside}>
            {aside ?? (
              <>
                <h2 className={page.cardTitle}>{t("home.ctaTitle")}</h2>
                <p className={page.cardText}>{t("home.ctaText")}</p>
                <p className={page.actions}>
                  <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
                </p>
              </>
            )}
          </aside>
        </div>
        <p className={page.actions}>
          <RouteLink route={back.route}>← {t(back.label)}</RouteLink>
        </p>
      </Section>
    </article>
  );
}
