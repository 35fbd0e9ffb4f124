import { Link } from "react-router";
import { visuallyHidden } from "../../components/ui/ui.css.ts";
import { findCountry } from "../../i18n/countries.ts";
import { formatLongDate } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/languages.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import type { InboxOverview as Overview, WeekCounts } from "../../server/staff/overview.server.ts";
import * as styles from "./admin.css.ts";
import * as pageStyles from "../../components/ui/page.css.ts";
import { staffHref } from "../../route-table.ts";
import { RECHECK_MONTHS } from "../../lib/planner/review.ts";

const kinds = ["quote", "contact", "newsletter"] as const;
/** Bar colours, each at least 3:1 against the white surface; stacked bars are separated by a white line. */
const colours = { quote: "#0b2545", contact: "#3b82b8", newsletter: "#a8761f" } as const;

const shortDate = (lang: Lang) => new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** A rule set by its country's name; an override rule (`hawaii`) by its key, capitalised. */
const ruleName = (rule: string, lang: Lang) => findCountry(rule)?.name[lang] ?? `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`;
const total = (week: WeekCounts) => week.quote + week.contact + week.newsletter;

/** The smallest of 1, 2, 5, 10, 20, 50 … at or above the value: a scale with round numbers. */
function roundUp(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * magnitude).find((candidate) => candidate >= value)!;
}

/**
 * Leads per week as stacked bars, drawn on the server. Screen readers get the chart's title and a
 * summary (`role="img"`), and every number in the table after it.
 */
function WeeklyChart({ weeks }: { weeks: WeekCounts[] }) {
  const t = useT();
  const lang = useLang();
  const format = shortDate(lang);
  const label = (week: string) => format.format(new Date(`${week}T00:00:00Z`));
  const [width, height, left, bottom, top] = [640, 220, 40, 24, 8];
  const scale = roundUp(Math.max(...weeks.map(total)));
  const plotHeight = height - bottom - top;
  const slot = (width - left) / weeks.length;
  const y = (value: number) => top + plotHeight - (value / scale) * plotHeight;
  const sums = Object.fromEntries(kinds.map((kind) => [kind, weeks.reduce((sum, week) => sum + week[kind], 0)])) as Record<(typeof kinds)[number], number>;
  const busiest = weeks.reduce((best, week) => (total(week) > total(best) ? week : best), weeks[0]!);
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${width} ${height}`} className={styles.chart} role="img" aria-labelledby="leads-chart-title leads-chart-summary">
        <title id="leads-chart-title">{t("staff.overview.chartTitle")}</title>
        <desc id="leads-chart-summary">
          {t("staff.overview.chartSummary", {
            leads: t("staff.overview.leads", { count: sums.quote + sums.contact + sums.newsletter }),
            quotes: t("staff.overview.quoteRequests", { count: sums.quote }),
            contacts: t("staff.overview.contactMessages", { count: sums.contact }),
            subscribers: t("staff.overview.signUps", { count: sums.newsletter }),
            week: formatLongDate(busiest.week, lang),
            max: total(busiest),
          })}
        </desc>
        {[0, scale / 2, scale].map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width} y1={y(tick)} y2={y(tick)} stroke="#d5dfea" />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#3b4a62">{tick}</text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = left + index * slot + slot * 0.2;
          let base = 0;
          return (
            <g key={week.week}>
              {kinds.map((kind) => {
                const from = base;
                base += week[kind];
                return week[kind] ? <rect key={kind} x={x} width={slot * 0.6} y={y(base)} height={y(from) - y(base)} fill={colours[kind]} stroke="#ffffff" strokeWidth="1" /> : null;
              })}
              <text x={x + slot * 0.3} y={height - 8} textAnchor="middle" fontSize="11" fill="#3b4a62">{label(week.week)}</text>
            </g>
          );
        })}
      </svg>
      {/* Hidden in a box of its own: a table grows to its content, whatever size it is given. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{t("staff.overview.chartTable")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("staff.overview.week")}</th>
              {kinds.map((kind) => <th key={kind} scope="col">{t(`staff.kind.${kind}`)}</th>)}
              <th scope="col">{t("staff.overview.total")}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{formatLongDate(week.week, lang)}</th>
                {kinds.map((kind) => <td key={kind}>{week[kind]}</td>)}
                <td>{total(week)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption>
        <ul className={styles.legend} aria-hidden="true">
          {kinds.map((kind) => (
            <li key={kind}>
              <span className={styles.swatch} style={{ background: colours[kind] }} /> {t(`staff.kind.${kind}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Above the inbox list: the chart, counts by status (each a link to its list), destinations this quarter, the unverified share. */
export function InboxOverview({ overview }: { overview: Overview }) {
  const t = useT();
  const lang = useLang();
  const { destinations, unverified } = overview;
  const percent = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { style: "percent", maximumFractionDigits: 1 }).format(unverified.total ? unverified.count / unverified.total : 0);
  return (
    <section aria-labelledby="overview-title" className={styles.overview} data-testid="admin-overview">
      <h2 id="overview-title" className={visuallyHidden}>{t("staff.overview.title")}</h2>
      {overview.launch.missing.length > 0 || overview.launch.imprint.length > 0 ? (
        <section aria-labelledby="overview-launch" className={pageStyles.notice} data-testid="admin-launch-check">
          <h3 id="overview-launch">{t("staff.launch.title")}</h3>
          {overview.launch.missing.length > 0 ? (
            <>
              <p>{t("staff.launch.missing")}</p>
              <ul>
                {overview.launch.missing.map((fact) => (
                  <li key={fact} data-fact={fact}>{t(`staff.launch.fact.${fact}`)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {overview.launch.imprint.length > 0 ? <p>{t("staff.launch.imprint")}</p> : null}
          <p className={styles.note}>{t("staff.launch.how")}</p>
        </section>
      ) : null}
      <WeeklyChart weeks={overview.weeks} />
      <div className={styles.overviewFacts}>
        <section aria-labelledby="overview-status" data-testid="admin-status-counts">
          <h3 id="overview-status">{t("staff.overview.byStatus")}</h3>
          {(["quote", "contact"] as const).map((kind) => (
            <div key={kind}>
              <h4 className={styles.overviewKind}>{t(`staff.kind.${kind}`)}</h4>
              <ul className={styles.countList}>
                {overview.statuses[kind].map((row) => (
                  <li key={row.status}>
                    <Link to={staffHref("staffInbox", {}, `kind=${kind}&status=${row.status}`)}>{t("staff.overview.statusLink", { status: t(`staff.status.${row.status}`), count: row.count })}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <section aria-labelledby="overview-destinations">
          <h3 id="overview-destinations">{t("staff.overview.destinations")}</h3>
          <p className={styles.note}>{t("staff.overview.destinationsSince", { date: formatLongDate(destinations.since, lang) })}</p>
          {destinations.countries.length === 0 && destinations.other === 0 ? (
            <p>{t("staff.overview.noDestinations")}</p>
          ) : (
            <ol className={styles.rankList}>
              {destinations.countries.map((entry) => (
                <li key={entry.country}>{t("staff.overview.destination", { country: findCountry(entry.country)?.name[lang] ?? entry.country, count: entry.count })}</li>
              ))}
            </ol>
          )}
          {destinations.other ? <p>{t("staff.overview.otherPlaces", { count: destinations.other })}</p> : null}
        </section>
        <section aria-labelledby="overview-unverified">
          <h3 id="overview-unverified">{t("staff.overview.unverified")}</h3>
          <p className={styles.bigNumber}>{percent}</p>
          <p className={styles.note}>{t("staff.overview.unverifiedShare", { percent, total: unverified.total, count: unverified.count })}</p>
          <p><Link to={staffHref("staffInbox", {}, "kind=quote&verification=unverified")}>{t("staff.overview.unverifiedLink")}</Link></p>
        </section>
        <section aria-labelledby="overview-recheck" data-testid="admin-recheck">
          <h3 id="overview-recheck">{t("staff.overview.recheck")}</h3>
          {overview.recheck.length === 0 ? (
            <p>{t("staff.overview.recheckNone", { months: RECHECK_MONTHS })}</p>
          ) : (
            <>
              <p className={styles.note}>{t("staff.overview.recheckNote", { months: RECHECK_MONTHS })}</p>
              <ul className={styles.countList}>
                {overview.recheck.map((entry) => (
                  <li key={entry.rule}>{t("staff.overview.recheckRule", { rule: ruleName(entry.rule, lang), date: formatLongDate(entry.checked, lang) })}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </section>
  );
}
