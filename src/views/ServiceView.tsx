import { Breadcrumbs } from "../components/ui/Breadcrumbs.tsx";
import { JsonLd } from "../components/ui/JsonLd.tsx";
import { Html, PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button, container, prose } from "../components/ui/ui.css.ts";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { hrefOf } from "../route-table.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { useRootData } from "../lib/root-data.ts";
import type { Service } from "../lib/schemas/content.ts";
import { service as serviceLd } from "../lib/structured-data.ts";
import { Highlights } from "./Highlights.tsx";
import { Testimonials, useClientStories } from "./Testimonials.tsx";
import { LibraryPhoto } from "../components/ui/ContentImage.tsx";
import { pagePhoto, useCompany } from "../lib/company.ts";

/**
 * Service detail (docs/requirements.md §2): hero, the photo staff chose for it, body, highlights, quote button, the
 * clients' stories (while staff published any, decision 040), way back.
 */
export function ServiceView({ service }: { service: Service }) {
  const t = useT();
  const lang = useLang();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const { title, excerpt, content, meta_description } = service.translation;
  const stories = useClientStories();
  const photo = pagePhoto(useCompany(), `service:${service.slug}`);
  return (
    <article>
      <PageHeader title={title} lead={excerpt}>
        <p className={page.actions}>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </p>
      </PageHeader>
      <div className={container}>
        <Breadcrumbs trail={[{ label: t("nav.services"), route: "services" }]} current={{ label: title, route: "service", params: { slug: service.slug } }} />
      </div>
      <Section>
        <div className={page.twoColumn}>
          <div>
            {photo ? (
              <figure className={page.articleFigure}>
                <div className={page.heroMedia}>
                  <LibraryPhoto src={photo} alt="" priority="high" sizes="(min-width: 1024px) 720px, 100vw" />
                </div>
              </figure>
            ) : null}
            <Html className={prose} html={content} />
          </div>
          <aside className={page.aside}>
            <h2 className={page.cardTitle}>{t("service.ctaTitle")}</h2>
            <p className={page.cardText}>{t("service.ctaText")}</p>
            <p className={page.actions}>
              <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
            </p>
          </aside>
        </div>
      </Section>
      <Section id="highlights" title={t("service.highlightsTitle")} alt>
        <Highlights />
      </Section>
      {stories.length > 0 ? (
        <Section id="testimonials" title={t("service.testimonialsTitle")}>
          <Testimonials />
        </Section>
      ) : null}
      <Section>
        <p className={page.actions}>
          <RouteLink route="services" className={button.secondary}>← {t("services.backToList")}</RouteLink>
        </p>
      </Section>
      <JsonLd data={serviceLd(siteUrl, lang, { url: hrefOf("service", lang, { slug: service.slug }), name: title, description: meta_description })} />
    </article>
  );
}
