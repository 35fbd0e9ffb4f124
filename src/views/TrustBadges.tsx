/**
 * The home page's trust band: each badge links to what backs it, a configured membership or our own page (decision
 * 024); a badge that claims a certification shows only with the membership behind it (decision 040).
 */
import { BadgeCheck, Headset, ShieldCheck, Stethoscope } from "../components/ui/icons.tsx";
import * as page from "../components/ui/page.css.ts";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { useLang, useT } from "../i18n/use-t.ts";
import { badgeBacking, type BadgeKey, type CompanyFacts } from "../lib/company.ts";
import type { RouteId } from "../route-table.ts";

/**
 * What explains each badge on the site itself, when no membership backs it; `certifies`: a badge that claims what only
 * a certifying body can grant, shown only with a membership (with its directory entry) that backs it.
 */
const badgeTargets: { key: BadgeKey | "support"; icon: typeof ShieldCheck; route: RouteId; params?: Record<string, string>; certifies?: true }[] = [
  // The crate guidance that follows the IATA Live Animals Regulations.
  { key: "iata", icon: ShieldCheck, route: "service", params: { slug: "custom-pet-crates" } },
  { key: "handlers", icon: BadgeCheck, route: "about", certifies: true },
  { key: "vet", icon: Stethoscope, route: "about", certifies: true },
  // Office hours and the emergency line: the contact page.
  { key: "support", icon: Headset, route: "contact" },
];

/** The home page's trust band: each badge links to what backs it. */
export function TrustBadges({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  return (
    <ul className={page.badgeRow} data-testid="trust-badges">
      {badgeTargets.map(({ key, icon: Icon, route, params, certifies }) => {
        const backing = key === "support" ? undefined : badgeBacking(facts, key);
        // Round-the-clock support is a promise only with a number to call (the contact page then gives it), a
        // certification only with the body that grants it.
        if ((key === "support" && !facts.phone) || (certifies && !backing)) return null;
        const content = (
          <>
            <Icon aria-hidden="true" size={18} />
            {t(`home.badge.${key}`)}
          </>
        );
        return (
          <li key={key}>
            {backing?.url ? (
              <a className={page.badge} href={backing.url} rel="external noopener">
                {content}
              </a>
            ) : (
              <RouteLink className={page.badge} route={route} params={params}>
                {content}
              </RouteLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What an owner can verify about us in one click, in the home page's first screen (on phones too): each
 * membership with a directory entry, by issuer and number, and each review profile. Nothing while there is none.
 */
export function VerifiedFacts({ facts }: { facts: CompanyFacts }) {
  const t = useT();
  const lang = useLang();
  const memberships = facts.memberships.filter((membership) => membership.url);
  if (memberships.length === 0 && facts.review_profiles.length === 0) return null;
  return (
    <ul className={page.heroVerified} aria-label={t("home.verified.title")} data-testid="hero-verified">
      {memberships.map((membership) => (
        <li key={`${membership.issuer} ${membership.number}`}>
          <a href={membership.url} rel="external noopener">
            <BadgeCheck aria-hidden="true" size={16} /> {t("home.verified.membership", { issuer: membership.issuer, name: membership.name[lang], number: membership.number })}
          </a>
        </li>
      ))}
      {facts.review_profiles.map((profile) => (
        <li key={profile.url}>
          <a href={profile.url} rel="external noopener">
            <BadgeCheck aria-hidden="true" size={16} /> {t("home.verified.reviews", { platform: profile.platform })}
          </a>
        </li>
      ))}
    </ul>
  );
}
