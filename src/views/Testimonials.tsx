import { LibraryPhoto } from "../components/ui/ContentImage.tsx";
import * as page from "../components/ui/page.css.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { useCompany } from "../lib/company.ts";

/** How many client stories a page shows. */
const SHOWN = 3;

/**
 * The clients' stories staff published, with the owner's consent (the home and service pages, decision 040): the
 * owner's words, the pet, the route and the photo, the first three in the order staff list them. The caller shows
 * its section only while `useClientStories()` has any: there is no sample text in their place.
 */
export function Testimonials() {
  const t = useT();
  const lang = useLang();
  const stories = useClientStories();
  return (
    <ul className={`${page.grid} ${page.plainList}`} data-testid="testimonials">
      {stories.map((story) => (
        <li key={`${story.owner} ${story.pet} ${story.route}`} className={page.card}>
          <figure className={page.quote}>
            {story.photo ? (
              <div className={page.cardMedia}>
                <LibraryPhoto src={story.photo} alt={t("testimonial.photoAlt", { pet: story.pet })} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
              </div>
            ) : null}
            <blockquote className={page.quoteText}>
              <p>{t("testimonial.quote", { quote: story.quote[lang] })}</p>
            </blockquote>
            <figcaption className={page.quoteAuthor}>
              <strong>{story.owner}</strong>
              <br />
              {t("testimonial.detail", { route: story.route, pet: story.pet })}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The stories a page shows (none until staff publish one). */
export function useClientStories() {
  return useCompany().stories.slice(0, SHOWN);
}
