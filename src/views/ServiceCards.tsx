import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ContentSummary } from "../lib/schemas/content.ts";

export function ServiceCards({ services }: { services: ContentSummary[] }) {
  const t = useT();
  return (
    <ul className={`${page.grid4} ${page.plainList}`}>
      {services.map((service) => (
        <li key={service.slug} className={page.card}>
          <h3 className={page.cardTitle}>
            <RouteLink route="service" params={{ slug: service.slug }} className={page.cardLink}>
              {service.translation.title}
            </RouteLink>
          </h3>
          <p className={page.cardText}>{service.translation.excerpt}</p>
          <span className={page.cardMeta} aria-hidden="true">{t("services.learnMore")} →</span>
        </li>
      ))}
    </ul>
  );
}
