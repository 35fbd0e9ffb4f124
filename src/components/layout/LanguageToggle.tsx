import { Link, useLocation } from "react-router";
import { otherLang } from "../../i18n/languages.ts";
import { localizedUrl } from "../../i18n/resolve.ts";
import { hrefOf } from "../../route-table.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import * as styles from "./layout.css.ts";

/**
 * EN/DE toggle: a real link, so it works without JavaScript. It passes through `/language`, which
 * stores the choice and leads to this page in the other language (translated path where one
 * exists, else `?language=`). It always loads the whole page.
 */
export function LanguageToggle() {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  const target = otherLang(lang);
  return (
    <Link
      className={styles.langToggle}
      to={`${hrefOf("language", "en")}?${new URLSearchParams({ to: target, return: localizedUrl(pathname, target, true) })}`}
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
