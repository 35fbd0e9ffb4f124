import * as page from "../components/ui/page.css.ts";
import { useT } from "../i18n/use-t.ts";

const testimonials = [1, 2, 3] as const;

/** The three fixed customer testimonials (docs/requirements.md §1), shown on home and service pages. */
export function Testimonials() {
  const t = useT();
  return (
    <ul className={`${page.grid} ${page.plainList}`} data-testid="testimonials">
      {testimonials.map((n) => (
        <li key={n} className={page.card}>
          <figure className={page.quote}>
            <blockquote className={page.quoteText}>
              <p>“{t(`testimonial.${n}.quote`)}”</p>
            </blockquote>
            <figcaption className={page.quoteAuthor}>
              <strong>{t(`testimonial.${n}.name`)}</strong>
              <br />
              {t(`testimonial.${n}.detail`)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
