import { Link, useLocation } from "react-router";
import { otherLang } from "../../i18n/languages.ts";
import { localizedUrl } from "../../i18n/resolve.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import * as styles from "./layout.css.ts";

/**
 * EN/DE toggle: a real link to this page in the other language (translated path where one
 * exists, else `?language=`), so it works without JavaScript; the server stores the choice. It
 * always loads the whole page, so nothing here may change state before the browser follows it.
 */
export function LanguageToggle() {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  const target = otherLang(lang);
  return (
    <Link
      className={styles.langToggle}
      to={localizedUrl(pathname, target, true)}
      // A full page load: the server renders the other language and the browser loads only its dictionary.
      reloadDocument
      hrefLang={target}
      lang={target}
      aria-label={t("lang.switchTo")}
      data-testid="language-toggle"
    >
      {t("lang.other")}
    </Link>
  );
}
