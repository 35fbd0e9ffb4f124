import { PetImage } from "../components/ui/ContentImage.tsx";
import { Html, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { prose } from "../components/ui/ui.css.ts";
import { useRootData } from "../lib/root-data.ts";
import { DEFAULT_PET_IMAGE } from "../lib/images.ts";
import { HelpBox } from "./HelpBox.tsx";
import { ShareLinks } from "./ShareLinks.tsx";

/** A guide's or post's picture: the main one, its crops for tablets and phones, and who took it. */
export interface ArticleImage {
  image?: string;
  image_tablet?: string;
  image_mobile?: string;
  image_attribution?: string;
}

/** The body of a guide or blog post: picture (with its credit), HTML, share row, and the help box beside it. */
export function ArticleBody({ picture, html, title, path }: { picture: ArticleImage; html: string; title: string; path: string }) {
  const siteUrl = useRootData()?.siteUrl ?? "";
  return (
    <Section>
      <div className={page.twoColumn}>
        <div>
          <figure className={page.articleFigure}>
            <div className={page.heroMedia}>
              <PetImage
                src={picture.image ?? DEFAULT_PET_IMAGE}
                art={{ tablet: picture.image_tablet, mobile: picture.image_mobile }}
                alt=""
                priority="high"
                sizes="(min-width: 1024px) 720px, 100vw"
              />
            </div>
            {picture.image_attribution ? <figcaption className={page.credit}>{picture.image_attribution}</figcaption> : null}
          </figure>
          <Html className={prose} html={html} />
          <ShareLinks url={`${siteUrl}${path}`} title={title} />
        </div>
        <aside className={page.aside}>
          <HelpBox />
        </aside>
      </div>
    </Section>
  );
}
