import { hrefOf, type Params, type RouteId } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { useRootData } from "../../lib/root-data.ts";
import { breadcrumbList } from "../../lib/structured-data.ts";
import { JsonLd } from "./JsonLd.tsx";
import * as styles from "./page.css.ts";
import { RouteLink } from "./RouteLink.tsx";

export interface Crumb {
  label: string;
  route: RouteId;
  params?: Params;
}

/** The way from home to the current page: a visible trail and its BreadcrumbList for search engines. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: Crumb }) {
  const t = useT();
  const lang = useLang();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const all = [{ label: t("nav.home"), route: "home" as const }, ...trail, current];
  return (
    <nav aria-label={t("breadcrumb.label")} className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList}>
        {all.map((crumb, index) => (
          <li key={`${crumb.route}-${index}`} className={styles.breadcrumbItem}>
            {index === all.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <RouteLink route={crumb.route} params={crumb.params}>{crumb.label}</RouteLink>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbList(siteUrl, all.map((crumb) => ({ name: crumb.label, path: hrefOf(crumb.route, lang, crumb.params) })))} />
    </nav>
  );
}
