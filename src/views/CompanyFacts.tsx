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
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { LibraryPhoto } from "../components/ui/ContentImage.tsx";
import * as page from "../components/ui/page.css.ts";
import { Html } from "../components/ui/Page.tsx";
import type { PageTranslation } from "../lib/schemas/content.ts";

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

/**
 * The about page's team: the page's introduction, then the people staff named in the staff area, each with their
 * photo and role, or, while they named none, the people the page's text names (decision 040): never both.
 */
export function TeamList({ facts, words, className = prose }: { facts: CompanyFacts; words?: PageTranslation["team"]; className?: string }) {
  const t = useT();
  const lang = useLang();
  if (facts.team.length === 0 && !words) return null;
  return (
    <div className={className} data-testid="team">
      <h2>{t("about.team")}</h2>
      <div>
        {words ? <Html html={words.intro} /> : null}
        {facts.team.length > 0 ? (
          <ul className={`${page.grid} ${page.plainList}`} data-testid="team-members">
            {facts.team.map((member) => (
              <li key={member.name} className={page.card}>
                {member.photo ? (
                  <div className={page.cardMedia}>
                    <LibraryPhoto src={member.photo} alt={member.name} sizes="(min-width: 1024px) 240px, (min-width: 640px) 50vw, 100vw" />
                  </div>
                ) : null}
                <h3 className={page.cardTitle}>{member.name}</h3>
                <p className={page.cardText}>{member.role[lang]}</p>
              </li>
            ))}
          </ul>
        ) : words ? (
          <Html html={words.people} />
        ) : null}
      </div>
    </div>
  );
}

/** Memberships and accreditations (issuer, number, directory entry) and review profiles, on the about page. */
export function MembershipList({ facts, className = prose }: { facts: CompanyFacts; /** The about page lays the list out in its own sectioned grid. */ className?: string }) {
  const t = useT();
  if (facts.memberships.length === 0 && facts.review_profiles.length === 0) return null;
  return (
    <div className={className} data-testid="memberships">
      {facts.memberships.length > 0 ? (
        <>
          <h2>{t("about.memberships")}</h2>
          <Memberships facts={facts} />
        </>
      ) : null}
      {facts.review_profiles.length > 0 ? (
        <>
          <h2>{t("about.reviews")}</h2>
          <ReviewProfiles facts={facts} />
        </>
      ) : null}
    </div>
  );
}

/**
 * "How to check us" on the check-a-shipper page: each check the page recommends, and whether the facts the
 * company publishes here let an owner make it today (from the same facts as the imprint and the about page).
 */
export function CheckUs({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  const lang = useLang();
  const office = registeredOffice(facts);
  const registered = facts.legal_name && facts.register.number;
  return (
    <section className={prose} aria-labelledby="check-us-title" data-testid="check-us">
      <h2 id="check-us-title">{t("checkUs.title")}</h2>
      <p>{t("checkUs.intro")}</p>
      <ul>
        <li data-check="register" data-passes={registered ? "yes" : "no"}>
          {registered ? t("checkUs.register", { name: facts.legal_name, court: facts.register.court, number: facts.register.number }) : t("checkUs.registerMissing")}
        </li>
        <li data-check="office" data-passes={office ? "yes" : "no"}>{office ? t("checkUs.office", { address: officeLine(office, lang) }) : t("checkUs.officeMissing")}</li>
        <li data-check="phone" data-passes={facts.phone ? "yes" : "no"}>
          {facts.phone ? (
            <>
              {t("checkUs.phone")} <a href={telHref(facts.phone)}>{facts.phone}</a>
            </>
          ) : (
            t("checkUs.phoneMissing")
          )}
        </li>
        <li data-check="memberships" data-passes={facts.memberships.some((membership) => membership.url) ? "yes" : "no"}>
          {facts.memberships.length > 0 ? (
            <>
              {t("checkUs.memberships")}
              <Memberships facts={facts} />
            </>
          ) : (
            t("checkUs.membershipsMissing")
          )}
        </li>
        {facts.review_profiles.length > 0 ? (
          <li data-check="reviews" data-passes="yes">
            {t("checkUs.reviews")}
            <ReviewProfiles facts={facts} />
          </li>
        ) : null}
      </ul>
      <p>
        {t(facts.phone ? "checkUs.beforePayingCall" : "checkUs.beforePayingWrite")} <RouteLink route="contact">{t("checkUs.contact")}</RouteLink>
      </p>
    </section>
  );
}

/** Each membership with its issuer, number and the issuer's directory entry. */
function Memberships({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  const lang = useLang();
  return (
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
  );
}

/** Links to the company's review profiles. */
function ReviewProfiles({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  return (
    <ul>
      {facts.review_profiles.map((profile) => (
        <li key={profile.url}>
          <a href={profile.url} rel="external noopener">{t("about.reviewProfile", { platform: profile.platform })}</a>
        </li>
      ))}
    </ul>
  );
}
