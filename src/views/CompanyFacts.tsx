/**
 * The company's facts where the site shows them: the imprint's provider details, the office address,
 * memberships with their directory entries and review profiles (the home page's trust badges are in
 * TrustBadges.tsx, so that the home page loads only them). Each fact appears only when
 * `content/company.json` states it (decision 024).
 */
import { prose } from "../components/ui/ui.css.ts";
export { OfficeAddress } from "../components/ui/OfficeAddress.tsx";
import { useLang, useT } from "../i18n/use-t.ts";
import { imprintGaps, officeLine, registeredOffice, type CompanyFacts } from "../lib/company.ts";
import { telHref } from "../lib/phone-link.ts";

/** The provider details of § 5 DDG, above the imprint's legal texts. */
export function ImprintFacts({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  const lang = useLang();
  const office = registeredOffice(facts);
  const responsible = facts.content_responsible || facts.managing_directors[0];
  return (
    <div className={prose} data-testid="imprint-facts">
      <h2>{t("imprint.heading")}</h2>
      {facts.legal_name ? <p><strong>{facts.legal_name}</strong></p> : null}
      {office ? <p>{officeLine(office, lang)}</p> : null}
      {facts.managing_directors.length > 0 ? (
        <p><strong>{t("imprint.directors")}</strong> {facts.managing_directors.join(", ")}</p>
      ) : null}
      {imprintGaps(facts).length > 0 ? <p>{t("imprint.incomplete")}</p> : null}
      {facts.email || facts.phone ? (
        <>
          <h2>{t("imprint.contact")}</h2>
          {facts.phone ? <p>{t("contact.phoneLabel")}: <a href={telHref(facts.phone)}>{facts.phone}</a></p> : null}
          {facts.email ? <p>{t("contact.emailLabel")}: <a href={`mailto:${facts.email}`}>{facts.email}</a></p> : null}
        </>
      ) : null}
      {facts.register.number ? (
        <>
          <h2>{t("imprint.register")}</h2>
          <p>{t("imprint.registerEntry", { court: facts.register.court, number: facts.register.number })}</p>
        </>
      ) : null}
      {facts.vat_id ? (
        <>
          <h2>{t("imprint.vat")}</h2>
          <p>{t("imprint.vatText", { vat: facts.vat_id })}</p>
        </>
      ) : null}
      {responsible && office ? (
        <>
          <h2>{t("imprint.responsible")}</h2>
          <p>{responsible}, {officeLine(office, lang)}</p>
        </>
      ) : null}
    </div>
  );
}

/** Memberships and accreditations (issuer, number, directory entry) and review profiles, on the about page. */
export function MembershipList({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  const lang = useLang();
  if (facts.memberships.length === 0 && facts.review_profiles.length === 0) return null;
  return (
    <div className={prose} data-testid="memberships">
      {facts.memberships.length > 0 ? (
        <>
          <h2>{t("about.memberships")}</h2>
          <ul>
            {facts.memberships.map((membership) => (
              <li key={`${membership.issuer} ${membership.number}`}>
                <strong>{membership.issuer}</strong>: {membership.name[lang]}, {t("about.membershipNumber", { number: membership.number })}
                {membership.url ? (
                  <>
                    {" "}
                    (<a href={membership.url} rel="external noopener">{t("about.membershipDirectory", { issuer: membership.issuer })}</a>)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {facts.review_profiles.length > 0 ? (
        <>
          <h2>{t("about.reviews")}</h2>
          <ul>
            {facts.review_profiles.map((profile) => (
              <li key={profile.url}>
                <a href={profile.url} rel="external noopener">{t("about.reviewProfile", { platform: profile.platform })}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
