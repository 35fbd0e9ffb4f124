import { useCallback, useState } from "react";
import { ProbeImage } from "../components/ui/ContentImage.tsx";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { continents, countries } from "../i18n/countries.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { continentImage, countryImage, DEFAULT_COUNTRY_IMAGE } from "../lib/images.ts";

type Status = "loading" | "loaded" | "failed";

/** One image with its loading state, as text and as `data-status`. */
function ImageStatus({ src, label }: { src: string; label: string }) {
  const t = useT();
  const [status, setStatus] = useState<Status>("loading");
  const onStatus = useCallback((next: "loaded" | "failed") => setStatus(next), []);
  return (
    <li className={page.card} data-testid="directory-image" data-status={status} data-src={src}>
      <span className={page.cardMedia}>
        <ProbeImage src={src} alt={label} onStatus={onStatus} />
      </span>
      <h3 className={page.cardTitle}>{label}</h3>
      <p className={page.cardMeta} role="status">{t(`imageDirectory.status.${status}`)}</p>
      <code className={`${page.cardText} ${page.breakAnywhere}`}>{src}</code>
    </li>
  );
}

/** A destination image of the directory: its path and the city name and airport it is labelled with. */
export interface DirectoryDestination {
  src: string;
  city: string;
  airport_code: string;
}

/** Debug page (docs/requirements.md §2): every destination, country and continent image and the default, each with its loading state. */
export function ImageDirectoryView({ destinations }: { destinations: DirectoryDestination[] }) {
  const t = useT();
  const lang = useLang();
  const sorted = [...countries].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang));
  const places = destinations
    .map((destination) => ({ src: destination.src, label: t("imageDirectory.destinationLabel", { city: destination.city, code: destination.airport_code }) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  return (
    <>
      <PageHeader title={t("imageDirectory.title")} lead={t("imageDirectory.text", { destinations: places.length, countries: countries.length, continents: continents.length })} />
      <Section id="destinations" title={t("imageDirectory.destinations")} alt>
        <ul className={`${page.grid4} ${page.plainList}`}>
          {places.map((place) => <ImageStatus key={place.src} src={place.src} label={place.label} />)}
        </ul>
      </Section>
      <Section id="countries" title={t("imageDirectory.countries")}>
        <ul className={`${page.grid4} ${page.plainList}`}>
          {sorted.map((country) => <ImageStatus key={country.en} src={countryImage(country.en)} label={country.name[lang]} />)}
        </ul>
      </Section>
      <Section id="continents" title={t("imageDirectory.continents")} alt>
        <ul className={`${page.grid4} ${page.plainList}`}>
          {continents.map((continent) => <ImageStatus key={continent} src={continentImage(continent)} label={t(`continent.${continent}`)} />)}
        </ul>
      </Section>
      <Section id="default" title={t("imageDirectory.default")}>
        <ul className={`${page.grid4} ${page.plainList}`}>
          <ImageStatus src={DEFAULT_COUNTRY_IMAGE} label={t("imageDirectory.default")} />
        </ul>
      </Section>
    </>
  );
}
