import { useAtomValue } from "jotai";
import { useT } from "../i18n/use-t.ts";
import { consentAtom } from "../lib/atoms.ts";
import { botCheckRuns, type RecaptchaSettings } from "../lib/recaptcha.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import * as styles from "../components/ui/forms.css.ts";

/**
 * Above a lead form's submit button, where the bot check is configured but will not run for this
 * visitor (no consent to all cookies, or no JavaScript): the request still arrives, unverified,
 * and sends no automatic confirmation mail (docs/decisions/021).
 */
export function BotCheckNotice({ recaptcha }: { recaptcha: RecaptchaSettings | null }) {
  const t = useT();
  const consent = useAtomValue(consentAtom);
  const hydrated = useHydrated();
  if (!recaptcha || (hydrated && botCheckRuns(recaptcha, consent))) return null;
  return (
    <p className={styles.hint} data-testid="bot-check-off">
      {t("form.botCheckOff")}
    </p>
  );
}
