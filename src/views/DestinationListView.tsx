import { useRef, useState } from "react";
import { Form } from "react-router";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import { button } from "../components/ui/ui.css.ts";
import * as forms from "../components/ui/forms.css.ts";
import { GetQuoteLink } from "../components/ui/GetQuoteLink.tsx";
import { useLang, useT } from "../i18n/use-t.ts";
import { contentApi } from "../lib/content-client.ts";
import { regions, type DestinationCard } from "../lib/destination-card.ts";
import type { DestinationFilter, filterDestinations } from "../lib/destination-filter.ts";
import { useEditsMadeBeforeHydration } from "../lib/use-hydrated.ts";
import { DestinationCards } from "./DestinationCards.tsx";

type Status = "idle" | "loading" | "ready" | "error";

type Filter = typeof filterDestinations;

/**
 * All destinations for instant filtering, fetched once on first use with the search's code (and its
 * airport names); the status drives the loading and error texts of docs/requirements.md §2.
 */
function useAllDestinations() {
  const lang = useLang();
  const [state, setState] = useState<{ status: Status; cards: DestinationCard[]; filter?: Filter }>({ status: "idle", cards: [] });
  const started = useRef(false);
  const load = () => {
    if (started.current) return;
    started.current = true;
    setState({ status: "loading", cards: [] });
    Promise.all([contentApi.destinations(lang), import("../lib/destination-filter.ts")]).then(
      ([items, search]) =>
        setState({ status: "ready", cards: items.map((item) => ({ ...item, title: item.translation.title, excerpt: item.translation.excerpt })), filter: search.filterDestinations }),
      () => {
        started.current = false;
        setState({ status: "error", cards: [] });
      },
    );
  };
  return { ...state, load };
}

export interface DestinationListProps {
  /** The filter of the request URL and its server-side result (first paint, and every GET submit). */
  filter: Required<DestinationFilter>;
  countries: Array<{ value: string; label: string }>;
  result: ReturnType<typeof filterDestinations>;
}

/**
 * Destination list (docs/requirements.md §2). The server filters for the first paint (and for every GET submit
 * without JavaScript). With JavaScript, the full list is fetched from the content API on first
 * use of the filters and filtered instantly in the browser; the page never carries all destinations.
 * A GET submit brings a new server filter: the route remounts the view for it (`key`).
 */
export function DestinationListView(props: DestinationListProps) {
  const t = useT();
  const lang = useLang();
  const [filter, setFilter] = useState<DestinationFilter>(props.filter);
  const all = useAllDestinations();
  const changed = filter.q !== props.filter.q || filter.country !== props.filter.country || filter.region !== props.filter.region;
  const result = all.status === "ready" && all.filter ? all.filter(all.cards, filter, lang) : props.result;
  const pending = changed && all.status === "loading";
  const update = (name: keyof DestinationFilter, value: string) => {
    all.load();
    setFilter((current) => ({ ...current, [name]: value }));
  };
  const form = useRef<HTMLFormElement>(null);
  // What was typed or chosen while the page's code was still loading filters as soon as it runs.
  useEditsMadeBeforeHydration(form, (edited) => {
    const data = new FormData(edited);
    all.load();
    setFilter({ q: String(data.get("q") ?? ""), country: String(data.get("country") ?? "all"), region: String(data.get("region") ?? "all") });
  });
  return (
    <>
      <PageHeader title={t("destinations.title")} lead={t("destinations.text")}>
        <Form
          ref={form}
          method="get"
          className={`${forms.row} ${page.actions}`}
          role="search"
          data-testid="destination-filters"
          onFocus={all.load}
          onSubmit={(event) => {
            if (all.status === "ready") event.preventDefault();
          }}
        >
          <div className={forms.field}>
            <label htmlFor="destination-q" className={forms.label}>{t("destinations.search")}</label>
            <input id="destination-q" name="q" type="search" value={filter.q} placeholder={t("destinations.searchPlaceholder")} className={forms.input} onChange={(e) => update("q", e.target.value)} />
          </div>
          <div className={forms.field}>
            <label htmlFor="destination-country" className={forms.label}>{t("destinations.country")}</label>
            <select id="destination-country" name="country" value={filter.country} className={forms.input} onChange={(e) => update("country", e.target.value)}>
              <option value="all">{t("destinations.allCountries")}</option>
              {props.countries.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </div>
          <div className={forms.field}>
            <label htmlFor="destination-region" className={forms.label}>{t("destinations.region")}</label>
            <select id="destination-region" name="region" value={filter.region} className={forms.input} onChange={(e) => update("region", e.target.value)}>
              <option value="all">{t("destinations.allRegions")}</option>
              {regions.map((region) => <option key={region} value={region}>{t(`destinations.region.${region}`)}</option>)}
            </select>
          </div>
          {all.status === "ready" ? null : (
            <button type="submit" className={button.primary} data-testid="destination-apply">{t("destinations.apply")}</button>
          )}
        </Form>
        <div role="status" aria-live="polite">
          {pending ? <p data-testid="destinations-loading">{t("destinations.loading")}</p> : null}
          {all.status === "error" ? (
            <p className={forms.notice} data-testid="destinations-error">{t("destinations.error")}. {t("destinations.errorHint")}</p>
          ) : null}
        </div>
      </PageHeader>
      {result.total === 0 ? (
        <Section>
          <p data-testid="destinations-empty" role="status">{t("destinations.empty")}</p>
        </Section>
      ) : (
        <>
          <Section id="featured" title={t("destinations.featured")} alt>
            <DestinationCards cards={result.featured} columns={4} testId="featured-destinations" />
          </Section>
          <Section id="all-destinations" title={t("destinations.all")}>
            <p role="status" data-testid="destinations-count">{t("destinations.count", { count: result.total })}</p>
            {result.truncated ? <p className={forms.notice} data-testid="destinations-more">{t("destinations.moreNote")}</p> : null}
            <DestinationCards cards={result.shown} />
          </Section>
        </>
      )}
      <Section>
        <div className={page.callout}>
          <h2 className={page.calloutTitle}>{t("destinations.infoTitle")}</h2>
          <p>{t("destinations.infoText")}</p>
          <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
        </div>
      </Section>
    </>
  );
}
