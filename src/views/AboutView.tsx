import { sectionedProse } from "../components/ui/page.css.ts";
import type { CompanyFacts } from "../lib/company.ts";
import type { PageTranslation } from "../lib/schemas/content.ts";
import { MembershipList, TeamList } from "./CompanyFacts.tsx";
import { ContentPageView } from "./ContentPageView.tsx";

/** The about page: its text in sections, then the team (named by staff, else by the text) and what vouches for the company. */
export function AboutView({ page, facts }: { page: PageTranslation; facts: CompanyFacts }) {
  return (
    <ContentPageView page={page} sectioned>
      <TeamList facts={facts} words={page.team} className={sectionedProse} />
      <MembershipList facts={facts} className={sectionedProse} />
    </ContentPageView>
  );
}
