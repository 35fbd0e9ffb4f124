import type { CompanyFacts } from "./schemas/company.ts";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { ogLocale, otherLang, type Lang } from "../i18n/languages.ts";
import { localizedUrl } from "../i18n/resolve.ts";
import { translator } from "../i18n/messages/index.ts";

export interface RootData {
  lang: Lang;
  siteUrl: string;
  siteName: string;
  year: number;
  /** reCAPTCHA v3 settings for the browser, when configured. */
  recaptcha: { siteKey: string; productionHost: string } | null;
  /** The WhatsApp number's digits (for wa.me links), when configured. */
  whatsapp: string | null;
  /** The office's time zone (OFFICE_TIME_ZONE), so the browser computes the same dates as the server. */
  officeTimeZone: string;
  /** The company's facts as published when the page was rendered (`useCompany`). */
  company: CompanyFacts;
}

interface MetaInput {
  title: string;
  description: string;
  pathname: string;
  root: RootData | undefined;
  type?: "website" | "article";
  image?: string;
  /** Pages that must not be indexed (error pages). */
  noindex?: boolean;
}

/**
 * Title, description, Open Graph and Twitter tags, canonical and hreflang alternates (en, de,
 * x-default) for one page. Alternates point at each language's explicit URL.
 */
export function pageMeta({ title, description, pathname, root, type = "website", image, noindex }: MetaInput): MetaDescriptor[] {
  if (!root) return [{ title }, { name: "description", content: description }];
  const { lang, siteUrl, siteName } = root;
  const abs = (path: string) => `${siteUrl}${path}`;
  const canonical = abs(localizedUrl(pathname, lang));
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[lang] },
    { property: "og:locale:alternate", content: ogLocale[otherLang(lang)] },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) meta.push({ property: "og:image", content: abs(image) }, { name: "twitter:image", content: abs(image) });
  if (noindex) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  meta.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: abs(localizedUrl(pathname, "en")) },
    { tagName: "link", rel: "alternate", hrefLang: "de", href: abs(localizedUrl(pathname, "de")) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: abs(localizedUrl(pathname, "en")) },
  );
  return meta;
}

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's data from a meta function's matches. */
export function rootDataOf(matches: MetaMatches): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** Shorthand for route modules: meta for the current location from title and description. */
export function metaFor(
  args: { matches: MetaMatches; location: { pathname: string } },
  title: string,
  description: string,
  extra: Partial<Pick<MetaInput, "type" | "image" | "noindex">> = {},
): MetaDescriptor[] {
  return pageMeta({ title, description, pathname: args.location.pathname, root: rootDataOf(args.matches), ...extra });
}

/** The translator of the page language, for meta functions. */
export function translatorOf(matches: MetaMatches) {
  return translator(rootDataOf(matches)?.lang ?? "en");
}

/**
 * Meta of a page that shows no content of its own: the general not-found title and description for
 * a missing page, the error title for a failure; in the page's language and never indexed.
 */
export function problemMeta(args: { matches: MetaMatches; location: { pathname: string }; error?: unknown }): MetaDescriptor[] {
  const t = translatorOf(args.matches);
  const missing = !args.error || (isRouteErrorResponse(args.error) && args.error.status === 404);
  return missing
    ? metaFor(args, t("notFound.title"), t("notFound.metaDescription"), { noindex: true })
    : metaFor(args, t("error.title"), t("error.text"), { noindex: true });
}
