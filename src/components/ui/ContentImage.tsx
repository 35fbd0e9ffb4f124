import { useEffect, useRef, useState } from "react";
import { findCountry } from "../../i18n/countries.ts";
import { useLang } from "../../i18n/use-t.ts";
import { pagePhoto, useCompany } from "../../lib/company.ts";
import { destinationImageChain, gradientFor, IMAGE_HEIGHT, IMAGE_WIDTH, imageVariants, PHONE_MEDIA, petImageChain, TABLET_MEDIA } from "../../lib/images.ts";
import * as styles from "./content-image.css.ts";

/** Other crops of the same picture for narrower screens (a content entry's `image_tablet`, `image_mobile`). */
export interface ArtDirection {
  tablet?: string;
  mobile?: string;
}

interface ImageProps {
  alt: string;
  /** `true` loads at once (not lazily); `"high"` also asks the browser to fetch it first (the page's main image). */
  priority?: boolean | "high";
  sizes?: string;
}

/**
 * One image of the fallback chain, as `<picture>` with AVIF and WebP sources. A failure moves
 * to the next link; a failure that happened before hydration is detected on mount.
 */
function ChainedImage({ chain, alt, priority = false, sizes = "100vw", fallbackName, onStatus, art }: ImageProps & { chain: Array<string | null>; fallbackName: string; onStatus?: (status: "loaded" | "failed") => void; art?: ArtDirection }) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const src = chain[index] ?? null;
  // Moves past the image that failed, once: a failure seen both on mount and by the error event (an
  // image that failed while the page hydrated) must not skip the next image of the chain.
  const next = () => setIndex((current) => (current === index ? Math.min(current + 1, chain.length - 1) : current));
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) next();
    else if (img?.complete) onStatus?.("loaded");
    // Only on mount and when the source changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);
  useEffect(() => {
    if (src === null) onStatus?.("failed");
  }, [src, onStatus]);
  if (src === null) {
    return (
      <span className={styles.gradient} style={{ background: gradientFor(fallbackName) }} role={alt ? "img" : undefined} aria-label={alt || undefined} data-fallback="gradient">
        <span aria-hidden="true">{fallbackName}</span>
      </span>
    );
  }
  const variants = imageVariants(src);
  // The other crops apply only to the entry's own picture, not to a fallback.
  const crops = index === 0 && art ? artSources(art) : [];
  return (
    <picture key={src} className={styles.picture}>
      {crops.map(({ media, type, srcSet }) => (
        <source key={`${media} ${type}`} media={media} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      <img
        ref={ref}
        className={styles.image}
        src={src}
        alt={alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority === "high" ? "high" : "auto"}
        decoding="async"
        onError={next}
        onLoad={() => onStatus?.("loaded")}
      />
    </picture>
  );
}

/** `<source>`s for the phone and tablet crops, narrowest first (the browser takes the first that matches). */
function artSources(art: ArtDirection) {
  const crops: Array<[string, string | undefined]> = [[PHONE_MEDIA, art.mobile], [TABLET_MEDIA, art.tablet]];
  return crops.flatMap(([media, path]) => {
    if (!path) return [];
    const variants = imageVariants(path);
    return [
      { media, type: "image/avif", srcSet: variants.avif },
      { media, type: "image/webp", srcSet: variants.webp },
    ];
  });
}

/**
 * A destination's image: the photo staff chose for it (with `slug`), its own map (labelled in the page's language
 * with `localName`) → country → continent → gradient with the name (docs/requirements.md §8).
 */
export function DestinationImage({ country, continent, slug, localName = false, name, onStatus, ...props }: ImageProps & { country: string; continent?: string; slug?: string; localName?: boolean; name?: string; onStatus?: (status: "loaded" | "failed") => void }) {
  const lang = useLang();
  const facts = useCompany();
  const photo = slug === undefined ? undefined : pagePhoto(facts, `destination:${slug}`);
  const label = name ?? findCountry(country)?.name[lang] ?? country;
  const drawn = destinationImageChain(country, continent, slug, localName ? lang : undefined);
  return <ChainedImage chain={photo ? [photo, ...drawn] : drawn} fallbackName={label} onStatus={onStatus} {...props} />;
}

/** A photo of the company's library (a person, a client's story, a service), with nothing in its place when it fails. */
export function LibraryPhoto({ src, ...props }: ImageProps & { src: string }) {
  return <ChainedImage chain={[src, null]} fallbackName="" {...props} />;
}

/** A guide's, post's or service's picture (or a pet illustration), with the default pet image as fallback (docs/requirements.md §8). */
export function PetImage({ src, ...props }: ImageProps & { src?: string; art?: ArtDirection }) {
  return <ChainedImage chain={petImageChain(src)} fallbackName="" {...props} />;
}

/** One exact image (no fallback), reporting whether it loaded: the image directory's view. */
export function ProbeImage({ src, alt, onStatus }: { src: string; alt: string; onStatus: (status: "loaded" | "failed") => void }) {
  return <ChainedImage chain={[src, null]} alt={alt} fallbackName={alt} onStatus={onStatus} sizes="(min-width: 1024px) 300px, 50vw" />;
}
