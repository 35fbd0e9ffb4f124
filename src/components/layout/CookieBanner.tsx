import { useAtom, useSetAtom } from "jotai";
import { useFetcher, useLocation } from "react-router";
import { COOKIE_BANNER_ID, rememberConsent } from "../../lib/consent-state.ts";
import { hrefOf } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { consentAtom, type Consent } from "../../lib/atoms.ts";
import { RouteLink } from "../ui/RouteLink.tsx";
import { button } from "../ui/ui.css.ts";
import * as styles from "./layout.css.ts";

/**
 * Shown a second after the page while no consent is stored (its style delays it; whether it shows
 * is the browser's decision, lib/consent-state.ts); a plain form posting to the consent route, so the choice
 * is stored with or without JavaScript (with it, without leaving the page).
 */
export function CookieBanner() {
  const t = useT();
  const lang = useLang();
  const [consent, setConsent] = useAtom(consentAtom);
  const fetcher = useFetcher();
  const location = useLocation();
  if (consent) return null;
  return (
    <section id={COOKIE_BANNER_ID} className={styles.cookieBanner} role="region" aria-label={t("cookie.label")} data-testid="cookie-banner">
      <h2 className={styles.cookieTitle}>{t("cookie.title")}</h2>
      <p className={styles.cookieText}>
        {t("cookie.text")} <RouteLink route="privacy">{t("cookie.more")}</RouteLink>
      </p>
      <fetcher.Form
        method="post"
        action={hrefOf("consent", lang)}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value !== "all" && submitter?.value !== "essential") return;
          // Stored at once as well, so a reload before the server answers keeps the choice.
          rememberConsent(submitter.value);
          setConsent(submitter.value as Consent);
          // The banner and the pressed button go; focus moves on to the page's content instead of being lost.
          document.getElementById("main")?.focus({ preventScroll: true });
        }}
      >
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <input type="hidden" name="language" value={lang} />
        <div className={styles.cookieActions}>
          <button type="submit" name="consent" value="essential" className={button.secondary}>
            {t("cookie.essential")}
          </button>
          <button type="submit" name="consent" value="all" className={button.primary}>
            {t("cookie.all")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/**
 * "Cookie settings" at the foot of every page: forgets the stored choice, so the banner asks again
 * (withdrawing consent is as easy as giving it). A plain form, so it works without JavaScript.
 */
export function CookieSettings({ className }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const setConsent = useSetAtom(consentAtom);
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action={hrefOf("consent", lang)}
      onSubmit={() => {
        rememberConsent(undefined);
        setConsent(null);
      }}
    >
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" name="consent" value="unset" className={className} data-testid="cookie-settings">
        {t("cookie.settings")}
      </button>
    </fetcher.Form>
  );
}
