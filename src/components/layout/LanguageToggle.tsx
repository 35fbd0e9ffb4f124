import { useSetAtom } from "jotai";
import { Link, useLocation } from "react-router";
import { LANG_COOKIE, ONE_YEAR_SECONDS, otherLang } from "../../i18n/languages.ts";
import { localizedUrl } from "../../i18n/resolve.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { langAtom } from "../../lib/atoms.ts";
import * as styles from "./layout.css.ts";

/**
 * EN/DE toggle: a real link to this page in the other language (translated path where one
 * exists, else `?language=`), so it works without JavaScript; the server stores the choice.
 */
export function LanguageToggle() {
  const lang = useLang();
  const t = useT();
  const setLang = useSetAtom(langAtom);
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
      onClick={() => {
        try {
          document.cookie = `${LANG_COOKIE}=${target}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
        } catch (error) {
          console.warn("Could not store the language choice", error);
        }
        setLang(target);
      }}
    >
      {t("lang.other")}
    </Link>
  );
}
