import type { MessageKey } from "../../i18n/messages/index.ts";
import type { RouteId } from "../../route-table.ts";

export interface NavLink {
  route: RouteId;
  label: MessageKey;
}

/** The site's navigation, in order: which pages the header names and which the footer's quick links. */
const siteLinks: ReadonlyArray<NavLink & { in: ReadonlyArray<"header" | "footer"> }> = [
  { route: "home", label: "nav.home", in: ["header", "footer"] },
  { route: "about", label: "nav.about", in: ["header", "footer"] },
  { route: "services", label: "nav.services", in: ["header"] },
  { route: "destinations", label: "nav.destinations", in: ["footer"] },
  { route: "petShipping", label: "nav.petShipping", in: ["footer"] },
  { route: "checkShipper", label: "nav.checkShipper", in: ["footer"] },
  { route: "faq", label: "nav.faq", in: ["header", "footer"] },
  { route: "blog", label: "nav.blog", in: ["header", "footer"] },
  { route: "contact", label: "nav.contact", in: ["header", "footer"] },
];

export const headerLinks: readonly NavLink[] = siteLinks.filter((link) => link.in.includes("header"));
export const quickLinks: readonly NavLink[] = siteLinks.filter((link) => link.in.includes("footer"));
