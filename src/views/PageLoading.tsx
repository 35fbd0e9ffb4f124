import * as page from "../components/ui/page.css.ts";
import { container, visuallyHidden } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import * as styles from "./loading.css.ts";

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => <span key={index} className={index === count - 1 ? `${styles.line} ${styles.short}` : styles.line} />);

/**
 * The destination page's loading skeleton (docs/requirements.md §2): hero, body and quick facts in
 * the page's own layout, so the page does not jump when the content arrives. The top progress bar
 * announces the loading; this only carries a name for whoever reads the page now.
 */
export function DestinationSkeleton() {
  const t = useT();
  return (
    <article aria-busy="true" data-testid="destination-skeleton">
      <p className={visuallyHidden}>{t("destination.loading")}</p>
      <div aria-hidden="true">
        <header className={page.destinationHero}>
          <div className={`${container} ${page.destinationHeroInner}`}>
            <div>
              <span className={styles.title} />
              {lines(2)}
            </div>
            <span className={styles.image} />
          </div>
        </header>
        <section className={page.section}>
          <div className={`${container} ${page.twoColumn}`}>
            <div>{lines(8)}</div>
            <div className={page.aside}>{lines(6)}</div>
          </div>
        </section>
      </div>
    </article>
  );
}

/** The blog post while it loads: 'Loading...' (docs/requirements.md §2). */
export function BlogPostLoading() {
  const t = useT();
  return (
    <article aria-busy="true" data-testid="post-loading">
      <header className={page.pageHeader}>
        <div className={container}>
          <p className={styles.loadingText}>{t("post.loading")}</p>
        </div>
      </header>
    </article>
  );
}
