import { GetQuoteLink } from "../ui/GetQuoteLink.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useRootData } from "../../lib/root-data.ts";
import { Phone } from "../ui/icons.tsx";
import { button } from "../ui/ui.css.ts";
import * as styles from "./layout.css.ts";
import { telHref } from "../../lib/phone-link.ts";
import { useCompany } from "../../lib/company.ts";
import { useQuoteOffered } from "../../lib/route-handle.ts";

/**
 * One tap on phones: below the width where "Get a Quote" leaves the header, a bar at the foot of the
 * screen offers the quote, a call once the company's phone is configured, and WhatsApp once its number is. It
 * steps aside while the cookie banner asks or the quote dialog is open (layout.css.ts). On the quote page and a
 * request's page it offers no quote; with nothing else to offer there is no bar (and the footer ends at the screen's foot).
 */
export function MobileActions({ phone: shownPhone }: { /** The company's phone (the published facts' by default); none, no "Call". */ phone?: string }) {
  const t = useT();
  const facts = useCompany();
  const phone = shownPhone ?? facts.phone;
  const whatsapp = useRootData()?.whatsapp ?? null;
  const quote = useQuoteOffered();
  if (!quote && !phone && !whatsapp) return null;
  return (
    <nav className={styles.mobileActions} aria-label={t("mobileActions.label")} data-testid="mobile-actions" data-mobile-actions="">
      {quote ? <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink> : null}
      {phone ? (
        <a className={button.secondary} href={telHref(phone)} data-testid="mobile-call">
          <Phone aria-hidden="true" size={18} /> {t("mobileActions.call")}
        </a>
      ) : null}
      {whatsapp ? (
        <a className={button.secondary} href={`https://wa.me/${whatsapp}`} rel="external noopener" data-testid="mobile-whatsapp">
          {t("mobileActions.whatsapp")}
        </a>
      ) : null}
    </nav>
  );
}
