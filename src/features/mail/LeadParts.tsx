/** Parts of a quote request that customer and sales mails both show: the pets with their crate, and the route's checklist. */
import { formatEuroRange, formatLongDate } from "../../i18n/format.ts";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { recommendCrate } from "../../lib/crate.ts";
import type { DestinationOption } from "../../lib/destination-options.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";
import { datedSteps } from "../../lib/planner/checklist.ts";
import type { Plan } from "../../lib/planner/plan.ts";
import type { Pet } from "../../lib/schemas/leads.ts";
import { mailStyles } from "./mail-styles.ts";
import { Facts, H2, H3, P, Small, type Fact } from "./MailLayout.tsx";
import { cratesAssumed, freightLabel } from "../quote/estimate-text.ts";

/** A lead's route as the site knows it: the destination option its text names, and the plan for its date. */
export interface LeadChecklist {
  destination: DestinationOption;
  plan: Plan;
}

const numberFormats: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }),
  de: new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }),
};

/** Each pet as a heading and a table: breed, weight, measurements and the crate it needs (numbers as the language writes them). */
export function PetSections({ pets, lang }: { pets: readonly Pet[]; lang: Lang }) {
  const t = translator(lang);
  const num = (value: number) => numberFormats[lang].format(value);
  const yesNo = (value: boolean) => t(value ? "mail.yes" : "mail.no");
  return pets.map((pet, index) => {
    const { length, width, height } = pet.dimensions ?? {};
    const crate = recommendCrate({ length, width, height, weight: pet.weight }, pet.isSnubNose);
    const size = (value: number | undefined) => (value ? num(value) : "–");
    const rows: Fact[] = [
      ...(pet.breed ? [[t("mail.field.breed"), pet.breed] as Fact] : []),
      [t("mail.field.weight"), t("mail.field.weightValue", { weight: num(pet.weight) })],
      [t("mail.field.snubNose"), yesNo(pet.isSnubNose)],
      [t("mail.field.measurements"), t("mail.field.measurementsValue", { length: size(length), width: size(width), height: size(height) })],
    ];
    if (crate) {
      rows.push([
        t("mail.field.crate"),
        <>
          {t("quote.crateMinimum", { length: num(crate.minimum.length), width: num(crate.minimum.width), height: num(crate.minimum.height) })}
          <br />
          {crate.crate ? t("quote.crateSeries", { series: crate.crate.series, ...crate.crate.external }) : t("quote.crateCustom")}
          {crate.chargeableKg ? <><br />{t("mail.chargeable", { kg: num(crate.chargeableKg) })}</> : null}
        </>,
      ]);
    }
    return (
      <div key={index}>
        <H3>{t("mail.petHeading", { number: index + 1, type: t(`quote.petType.${pet.petType}`) })}</H3>
        <Facts rows={rows} />
      </div>
    );
  });
}

/**
 * The dated checklist of a destination of the site: every open step with its latest date (or its
 * window), the earliest possible date when the travel date is too early, and the reminder that the
 * rules are confirmed per route. Made of our own texts and dates only.
 */
export function ChecklistSection({ checklist, lang }: { checklist: LeadChecklist; lang: Lang }) {
  const t = translator(lang);
  const { destination, plan } = checklist;
  const date = (value: string) => formatLongDate(value, lang);
  return (
    <>
      <H2>{t("mail.checklistTitle", { destination: destination.label[lang], date: date(plan.travelDate) })}</H2>
      <P>{t("planner.originShown", { origin: t(`planner.origin.${plan.origin}`) })}</P>
      <ul style={mailStyles.list}>
        {datedSteps(plan).map((step) => (
          <li key={step.id}>
            {step.earliest
              ? t("quote.planWindow", { title: step.title, from: date(step.earliest), to: date(step.latest) })
              : t("quote.planStep", { title: step.title, date: date(step.latest) })}
          </li>
        ))}
      </ul>
      {plan.travelDate < plan.earliestTravelDate ? <P>{t("quote.planTooEarly", { city: destination.city[lang], date: date(plan.earliestTravelDate) })}</P> : null}
      <Small>{t("quote.planConfirm")}</Small>
    </>
  );
}

/**
 * The price estimate the sender was shown (from the rate card's figures and texts only): each line,
 * the total, what it leaves out and the rates' date; for sales also the card's version.
 */
export function EstimateSection({ estimate, lang, withVersion = false }: { estimate: PricedEstimate; lang: Lang; withVersion?: boolean }) {
  const t = translator(lang);
  const rows: Fact[] = [
    ...estimate.lines.map((line): Fact => [line.item === "freight" ? freightLabel(estimate, t, lang) : t(`estimate.item.${line.item}`), formatEuroRange(line, lang)]),
    [t("estimate.total"), formatEuroRange(estimate.total, lang)],
  ];
  return (
    <>
      <H2>{t("estimate.title")}</H2>
      <Facts rows={rows} />
      <Small>{t("estimate.chargeable")}</Small>
      {estimate.crates ? <Small>{cratesAssumed(estimate, t)}</Small> : null}
      {estimate.vatNote ? <Small>{estimate.vatNote}</Small> : null}
      <Small>{t("estimate.notIncluded")}</Small>
      <Small>{t("estimate.validFrom", { date: formatLongDate(estimate.validFrom, lang) })}{withVersion ? ` ${t("mail.estimateVersion", { version: estimate.version })}` : ""}</Small>
      {estimate.notes ? <Small>{estimate.notes}</Small> : null}
    </>
  );
}
