import type { ReactNode } from "react";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { useT } from "../i18n/use-t.ts";
import { FeaturedPost, PostCards, type PostSummary } from "./PostCards.tsx";

/** Blog list (docs/requirements.md §2): the newest post featured large, the others in a grid, then the newsletter form. */
export function BlogListView({ posts, newsletter }: { posts: PostSummary[]; newsletter: ReactNode }) {
  const t = useT();
  const [first, ...rest] = posts;
  return (
    <>
      <PageHeader title={t("blog.title")} lead={t("blog.text")} />
      <Section>
        {first ? (
          <>
            <FeaturedPost post={first} />
            {rest.length > 0 ? <PostCards posts={rest} headingLevel={2} /> : null}
          </>
        ) : (
          <p data-testid="blog-empty">{t("blog.empty")}</p>
        )}
      </Section>
      <Section id="newsletter" title={t("newsletter.title")} intro={t("newsletter.text")} alt>
        {newsletter}
      </Section>
    </>
  );
}
