import type { MessageKey } from "../i18n/messages/index.ts";
import type { RouteId } from "../route-table.ts";

/** The titles of the pages without parameters, as the sitemap lists them (any other: the site's name). */
export const staticPageTitles: Partial<Record<RouteId, MessageKey>> = {
  home: "nav.home",
  about: "nav.about",
  services: "nav.services",
  petShipping: "nav.petShipping",
  checkShipper: "nav.checkShipper",
  destinations: "nav.destinations",
  blog: "nav.blog",
  faq: "nav.faq",
  contact: "nav.contact",
  privacy: "footer.privacy",
  terms: "footer.terms",
  imprint: "footer.imprint",
  sitemap: "footer.sitemap",
};
