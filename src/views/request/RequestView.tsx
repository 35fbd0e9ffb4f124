import { Fragment } from "react";
import { Form } from "react-router";
import { PageHeader, Section } from "../../components/ui/Page.tsx";
import * as page from "../../components/ui/page.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { RouteLink } from "../../components/ui/RouteLink.tsx";
import { button, visuallyHidden } from "../../components/ui/ui.css.ts";
import { PlanSources, PlanSteps } from "../../features/planner/PlanChecklist.tsx";
import { StepRecord } from "../../features/planner/StepRecord.tsx";
import { TEAM_STEP_ID } from "../../lib/planner/checklist.ts";
import type { StepResult } from "../../lib/schemas/request-step.ts";
import type { MessageResult } from "../../lib/schemas/request-message.ts";
import { MessageForm, MessageList, PhotoList } from "./OwnerMessages.tsx";
import { StepDocuments } from "./StepDocuments.tsx";
import type { DocumentResult } from "../../lib/schemas/request-document.ts";
import { EstimateSummary } from "../../features/quote/Estimate.tsx";
import { formatLongDate } from "../../i18n/format.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { journeyStages, type JourneyStage } from "../../lib/lead-status.ts";
import { officeToday } from "../../lib/office-day.ts";
import { hrefOf } from "../../route-table.ts";
import type { RequestPageData, RequestUpdate } from "../../server/requests/request-page.server.ts";
import { telHref } from "../../lib/phone-link.ts";
import { useCompany } from "../../lib/company.ts";
import * as styles from "./request-view.css.ts";

export type RequestViewProps = RequestPageData & {
  token: string;
  /** The sender came here right after sending (with JavaScript): the page says the request arrived. */
  justSent?: boolean;
  /** The page's answer to the last post of a step's form. */
  stepResult?: StepResult;
  /** The page's answer to the last post of the message form. */
  messageResult?: MessageResult;
  /** The reminders were just turned on (true) or off (false). */
  remindersChanged?: boolean;
  /** The page's answer to the last upload of a step's paper. */
  documentResult?: DocumentResult;
};

/** Reminder mails before the open steps' deadlines: asked for or stopped with one button. */
function Reminders({ on, changed }: { on: boolean; changed?: boolean }) {
  const t = useT();
  return (
    <section id="reminders" aria-labelledby="request-reminders-title" className={styles.reminders} data-testid="request-reminders">
      <h3 id="request-reminders-title" className={styles.remindersTitle}>{t("request.reminders.title")}</h3>
      <p>{t(on ? "request.reminders.on" : "request.reminders.off")}</p>
      {changed === undefined ? null : <p role="status" className={forms.notice} data-testid="reminders-changed">{t(changed ? "request.reminders.started" : "request.reminders.stopped")}</p>}
      <Form method="post" preventScrollReset>
        <button type="submit" name="intent" value={on ? "remindersOff" : "remindersOn"} className={on ? button.secondary : button.primary} data-testid="reminders-button">
          {t(on ? "request.reminders.stop" : "request.reminders.start")}
        </button>
      </Form>
    </section>
  );
}

/** Where the journey stands: every stage, those passed ticked, the current one marked. */
function StageList({ stage }: { stage: JourneyStage }) {
  const t = useT();
  const current = journeyStages.indexOf(stage);
  return (
    <ol className={styles.stages} data-testid="request-stages">
      {journeyStages.map((each, index) => {
        const state = index < current ? "Done" : index === current ? "Current" : "Upcoming";
        return (
          <li key={each} className={styles[`stage${state}`]} aria-current={index === current ? "step" : undefined}>
            <span className={styles[`marker${state}`]} aria-hidden="true">{index < current ? "✓" : ""}</span>
            <span>
              {t(`request.stage.${each}`)}
              {index < current ? <span className={visuallyHidden}> ({t("request.stepDone")})</span> : null}
              {index === current ? <span className={visuallyHidden}> ({t("request.stepCurrent")})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Updates({ updates, token }: { updates: RequestUpdate[]; token: string }) {
  const t = useT();
  const lang = useLang();
  if (updates.length === 0) return <p data-testid="request-no-updates">{t("request.updatesNone")}</p>;
  return (
    <ol className={styles.updates} data-testid="request-updates" reversed>
      {updates.map((update) => {
        const date = formatLongDate(officeToday(new Date(update.at)), lang);
        return (
          <li key={update.id} className={styles.update}>
            <p className={styles.updateMeta}>
              <time dateTime={update.at}>{date}</time> · <strong>{t(`request.stage.${update.stage}`)}</strong>
            </p>
            <p className={styles.updateText}>{update.text}</p>
            <PhotoList photos={update.photos} href={(photo) => hrefOf("requestPhoto", lang, { token, photo: photo.id })} date={date} />
          </li>
        );
      })}
    </ol>
  );
}

/** What the owner sent: route, date, pets, services and how we reach them. */
function Summary(props: RequestViewProps) {
  const t = useT();
  const lang = useLang();
  const services = [props.needPickup && t("quote.pickup"), props.needDelivery && t("quote.delivery"), props.hasOwnCrate && t("quote.ownCrate")].filter(Boolean);
  return (
    <section aria-labelledby="request-summary">
      <h2 id="request-summary" className={styles.sectionTitle}>{t("request.summaryTitle")}</h2>
      <dl className={styles.facts} data-testid="request-summary">
        <dt className={page.factLabel}>{t("request.received")}</dt>
        <dd className={page.factValue}>{formatLongDate(officeToday(new Date(props.receivedAt)), lang)}</dd>
        <dt className={page.factLabel}>{t("request.route")}</dt>
        <dd className={page.factValue}>{t("request.routeValue", { from: props.departureAddress, to: props.destinationAddress })}</dd>
        <dt className={page.factLabel}>{t("quote.travelDate")}</dt>
        <dd className={page.factValue}>{formatLongDate(props.travelDate, lang)}</dd>
        {props.pets.map((pet, index) => (
          <Fragment key={index}>
            <dt className={page.factLabel}>{t("request.pet", { number: String(index + 1) })}</dt>
            <dd className={page.factValue}>
              {t("request.petValue", { type: t(`quote.petType.${pet.petType}`), weight: String(pet.weight) })}
              {pet.breed ? `, ${pet.breed}` : ""}
            </dd>
          </Fragment>
        ))}
        <dt className={page.factLabel}>{t("request.services")}</dt>
        <dd className={page.factValue}>{services.join(" · ") || t("request.servicesNone")}</dd>
        {props.additionalNotes ? (
          <>
            <dt className={page.factLabel}>{t("quote.notes")}</dt>
            <dd className={`${page.factValue} ${styles.updateText}`}>{props.additionalNotes}</dd>
          </>
        ) : null}
        {props.estimate ? (
          <>
            <dt className={page.factLabel}>{t("estimate.title")}</dt>
            <dd className={page.factValue}><EstimateSummary estimate={props.estimate} /></dd>
          </>
        ) : null}
        <dt className={page.factLabel}>{t("request.contactDetails")}</dt>
        <dd className={page.factValue}>
          {props.name}
          <br />
          {props.email}
          <br />
          {props.phone}
        </dd>
      </dl>
    </section>
  );
}

/**
 * A quote request's private page: the confirmation right after sending, and then where the pet's
 * journey stands, with the team's updates, the dated checklist and how to reach us.
 */
export function RequestView(props: RequestViewProps) {
  const t = useT();
  const lang = useLang();
  const company = useCompany();
  const { reference, stage, checklist } = props;
  const received = stage === "received";
  return (
    <>
      <PageHeader title={t("request.title", { reference })} lead={received ? t("request.leadReceived", { name: props.name }) : t("request.leadUnderway")}>
        {props.justSent ? (
          <p role="status" className={`${forms.notice} ${styles.sent}`} data-testid="request-sent">
            <strong>{t("quote.successTitle")}</strong> {t("quote.successText")}
          </p>
        ) : null}
      </PageHeader>
      <Section>
        <div className={styles.layout} data-testid="request-page">
          <div className={styles.top}>
            <div className={styles.referenceCard} data-testid="request-reference">
              <p className={page.factLabel}>{t("request.reference")}</p>
              <p className={styles.referenceValue}>{reference}</p>
              <p className={styles.muted}>{t(company.phone ? "request.referenceHint" : "request.referenceHintWrite")}</p>
            </div>
            <p className={styles.muted}>{t("request.private")}</p>
          </div>
          <div className={styles.main}>
            <section aria-labelledby="request-status">
              <h2 id="request-status" className={styles.sectionTitle}>{t("request.statusNow", { stage: t(`request.stage.${stage}`) })}</h2>
              <StageList stage={stage} />
            </section>
            {received ? (
              <section aria-labelledby="request-next">
                <h2 id="request-next" className={styles.sectionTitle}>{t("request.nextTitle")}</h2>
                <ol className={styles.nextList}>
                  <li>{t("request.next1")}</li>
                  <li>{t("request.next2")}</li>
                  <li>{t("request.next3")}</li>
                </ol>
              </section>
            ) : null}
            <section aria-labelledby="request-updates-title">
              <h2 id="request-updates-title" className={styles.sectionTitle}>{t("request.updatesTitle")}</h2>
              <Updates updates={props.updates} token={props.token} />
            </section>
            <section aria-labelledby="request-message-title" data-testid="request-message">
              <h2 id="request-message-title" className={styles.sectionTitle}>{t("request.message.title")}</h2>
              <p>{t("request.message.intro")}</p>
              <MessageForm result={props.messageResult} sent={props.messages.length} />
              {props.messages.length > 0 ? (
                <>
                  <h3 className={styles.messagesTitle}>{t("request.message.yours")}</h3>
                  <MessageList messages={props.messages} photoHref={(photo) => hrefOf("requestPhoto", lang, { token: props.token, photo: photo.id })} />
                </>
              ) : null}
            </section>
            {checklist ? (
              <section aria-labelledby="request-checklist" data-testid="request-checklist">
                <h2 id="request-checklist" className={styles.sectionTitle}>{t("planner.checklist", { date: formatLongDate(checklist.plan.travelDate, lang) })}</h2>
                <p className={checklist.plan.onTime ? undefined : styles.warning} data-testid="request-plan-status">
                  {checklist.plan.onTime
                    ? t("planner.onTime", { date: formatLongDate(checklist.plan.travelDate, lang) })
                    : t("planner.tooEarly", { date: formatLongDate(checklist.plan.travelDate, lang), earliest: formatLongDate(checklist.plan.earliestTravelDate, lang) })}
                </p>
                <p>{t("request.step.intro")}</p>
                {props.stepResult && !props.stepResult.ok && !props.stepResult.stepId ? (
                  <p role="alert" className={forms.error} data-testid="step-refused">{t(props.stepResult.error)}</p>
                ) : null}
                <PlanSteps
                  plan={checklist.plan}
                  headingLevel={3}
                  stepExtra={(step) =>
                    step.id === TEAM_STEP_ID ? null : (
                      <>
                        <StepRecord step={step} recorded={props.recorded[step.id]} result={props.stepResult} today={checklist.plan.today} />
                        <StepDocuments
                          stepId={step.id}
                          documents={props.documents.filter((document) => document.stepId === step.id)}
                          href={(document, variant) => hrefOf("requestDocument", lang, { token: props.token, file: variant === "preview" ? `${document.id}-preview` : document.id })}
                          result={props.documentResult}
                          mode="owner"
                        />
                      </>
                    )
                  }
                />
                <Reminders on={props.reminders} changed={props.remindersChanged} />
                <p className={page.actions}>
                  <RouteLink route="requestCalendar" params={{ token: props.token }} className={button.secondary} reloadDocument download data-testid="request-calendar">
                    {t("planner.calendar")}
                  </RouteLink>
                </p>
                <PlanSources plan={checklist.plan} />
              </section>
            ) : (
              <p data-testid="request-rules-checked">{t("request.rulesChecked")}</p>
            )}
            <Summary {...props} />
          </div>
          <section aria-labelledby="request-questions" className={styles.questions}>
            <h2 id="request-questions" className={styles.sectionTitle}>{t("request.questionsTitle")}</h2>
            <p>{t(company.phone ? "request.questionsText" : "request.questionsTextWrite", { reference })}</p>
            {company.email ? null : (
              <p>
                <RouteLink route="contact">{t("request.contactLink")}</RouteLink>
              </p>
            )}
            <dl className={styles.facts} data-testid="request-contact">
              {company.phone ? (
                <>
                  <dt className={page.factLabel}>{t("contact.phoneLabel")}</dt>
                  <dd className={page.factValue}><a href={telHref(company.phone)}>{company.phone}</a></dd>
                </>
              ) : null}
              {company.email ? (
                <>
                  <dt className={page.factLabel}>{t("contact.emailLabel")}</dt>
                  <dd className={page.factValue}><a href={`mailto:${company.email}?subject=${encodeURIComponent(reference)}`}>{company.email}</a></dd>
                </>
              ) : null}
              <dt className={page.factLabel}>{t("contact.hoursLabel")}</dt>
              <dd className={page.factValue}>{t("contact.hours")}</dd>
            </dl>
          </section>
        </div>
      </Section>
    </>
  );
}
