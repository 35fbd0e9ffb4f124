import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";

/** Share targets: each builds a share URL from the page's absolute URL and title. */
const networks: ReadonlyArray<{ label: MessageKey; href: (url: string, title: string) => string }> = [
  { label: "share.email", href: (url, title) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}` },
  { label: "share.linkedin", href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  { label: "share.facebook", href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { label: "share.x", href: (url, title) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}` },
];

/** A row of plain share links (no third-party scripts): they work without JavaScript. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  return (
    <ul className={page.shareRow} aria-label={t("share.title")} data-testid="share-links">
      <li aria-hidden="true"><strong>{t("share.title")}</strong></li>
      {networks.map(({ label, href }) => (
        <li key={label}>
          <a
            className={button.secondary}
            href={href(url, title)}
            aria-label={t("share.via", { network: t(label) })}
            {...(label === "share.email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
          >
            {t(label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
