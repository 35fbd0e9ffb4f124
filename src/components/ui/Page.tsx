import type { ReactNode } from "react";
import * as styles from "./page.css.ts";
import { container } from "./ui.css.ts";

/** Title band at the top of inner pages. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div className={container}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

export function Section({ title, intro, alt, id, children }: { title?: string; intro?: string; alt?: boolean; id?: string; children: ReactNode }) {
  return (
    <section id={id} className={alt ? styles.sectionAlt : styles.section} aria-labelledby={title && id ? `${id}-title` : undefined}>
      <div className={container}>
        {title ? <h2 id={id ? `${id}-title` : undefined} className={styles.sectionTitle}>{title}</h2> : null}
        {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** HTML from the content files; sanitised by the content loader before it gets here. */
export function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
