import { PetImage } from "../components/ui/ContentImage.tsx";
import { Html, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { prose } from "../components/ui/ui.css.ts";
import { useRootData } from "../lib/root-data.ts";
import { DEFAULT_PET_IMAGE } from "../lib/images.ts";
import { HelpBox } from "./HelpBox.tsx";
import { ShareLinks } from "./ShareLinks.tsx";

/** The body of a guide or blog post: image, HTML, share row, and the help box beside it. */
export function ArticleBody({ image, html, title, path }: { image?: string; html: string; title: string; path: string }) {
  const siteUrl = useRootData()?.siteUrl ?? "";
  return (
    <Section>
      <div className={page.twoColumn}>
        <div>
          <div className={page.heroMedia}>
            <PetImage src={image ?? DEFAULT_PET_IMAGE} alt="" priority="high" sizes="(min-width: 1024px) 720px, 100vw" />
          </div>
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
