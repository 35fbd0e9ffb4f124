import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Field } from "../../components/ui/forms.tsx";
import { Section } from "../../components/ui/Page.tsx";
import { button } from "../../components/ui/ui.css.ts";
import * as forms from "../../components/ui/forms.css.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { formatOfficeTime } from "../../lib/office-time.ts";
import { useLang, useT } from "../../i18n/use-t.ts";
import { recommendCrate } from "../../lib/crate.ts";
import type { PricedEstimate } from "../../lib/estimate.ts";
import { EstimateSummary } from "../../features/quote/Estimate.tsx";
import { isLeadStatus, statusesOf } from "../../lib/lead-status.ts";
import type { LeadDetail, LeadHistory, LeadPet, QuoteLead } from "../../server/staff/inbox.server.ts";
import type { LeadChecklist } from "../../features/mail/LeadParts.tsx";
import { PlanSteps } from "../../features/planner/PlanChecklist.tsx";
import { StepRecord } from "../../features/planner/StepRecord.tsx";
import type { Lang } from "../../i18n/languages.ts";
import type { StepResult } from "../../lib/schemas/request-step.ts";
import type { RequestMessage } from "../../server/requests/messages.server.ts";
import { MessageList } from "../request/OwnerMessages.tsx";
import { StepDocuments } from "../request/StepDocuments.tsx";
import type { RequestDocument } from "../../lib/schemas/request-document.ts";
import { StaffBar } from "./StaffBar.tsx";
import { OwnerUpdates, type OwnerUpdatesProps } from "./OwnerUpdates.tsx";
import { EmailLink, PhoneLink } from "./ContactLinks.tsx";
import * as styles from "./admin.css.ts";
import { staffHref } from "../../route-table.ts";

type PetFacts = Pick<LeadPet, "petType" | "breed" | "weightKg" | "isSnubNose" | "lengthCm" | "widthCm" | "heightCm">;

/** One pet: kind, breed, weight, measurements and the crate it needs. */
function PetLine({ pet }: { pet: PetFacts }) {
  const t = useT();
  const crate = recommendCrate({ length: pet.lengthCm ?? undefined, width: pet.widthCm ?? undefined, height: pet.heightCm ?? undefined, weight: pet.weightKg }, pet.isSnubNose);
  return (
    <li>
      {t(`quote.petType.${pet.petType}`)}
      {pet.breed ? `, ${pet.breed}` : ""}, {pet.weightKg} kg{pet.isSnubNose ? `, ${t("quote.snubNose")}` : ""}
      <br />
      {t("quote.length")} × {t("quote.width")} × {t("quote.height")}: {[pet.lengthCm, pet.widthCm, pet.heightCm].map((v) => v ?? "–").join(" × ")} cm
      {crate ? (
        <>
          <br />
          {t("quote.crateMinimum", { ...crate.minimum })}
          <br />
          {crate.crate ? t("quote.crateSeries", { series: crate.crate.series, ...crate.crate.external }) : t("quote.crateCustom")}
        </>
      ) : null}
    </li>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd>{children ?? t("staff.notAvailable")}</dd>
    </>
  );
}

/** The estimate the sender was shown, with a warning when the rate card in force is another version now. */
function LeadEstimate({ estimate, rateCardNow }: { estimate: PricedEstimate; rateCardNow?: number }) {
  const t = useT();
  const changed = rateCardNow !== estimate.version;
  return (
    <Fact term={t("rates.leadEstimate")}>
      {changed ? (
        <p className={styles.flag} data-testid="admin-estimate-changed">
          {rateCardNow === undefined ? t("rates.leadNoCard", { then: estimate.version }) : t("rates.leadChanged", { now: rateCardNow, then: estimate.version })}
        </p>
      ) : null}
      <EstimateSummary estimate={estimate} />
    </Fact>
  );
}

/** What only a quote request has: pets, route, date, services, notes, the estimate shown and the crate photo. */
function QuoteFacts({ lead, pets, rateCardNow }: { lead: QuoteLead; pets: LeadPet[]; rateCardNow?: number }) {
  const t = useT();
  const lang = useLang();
  const services = [lead.needPickup ? t("quote.pickup") : "", lead.needDelivery ? t("quote.delivery") : "", lead.hasOwnCrate ? t("quote.ownCrate") : ""].filter(Boolean);
  return (
    <>
      <Fact term={t("quote.phone")}><PhoneLink phone={lead.phone} /></Fact>
      <Fact term={t("staff.pets")}>
        <ul>
          <PetLine pet={lead} />
          {pets.map((pet) => <PetLine key={pet.id} pet={pet} />)}
        </ul>
      </Fact>
      {lead.additionalPetsNotes ? <Fact term={t("quote.additionalPetsNotes")}><pre className={styles.pre}>{lead.additionalPetsNotes}</pre></Fact> : null}
      <Fact term={t("staff.route")}>{`${lead.departureAddress} → ${lead.destinationAddress}`}</Fact>
      <Fact term={t("quote.travelDate")}>{formatLongDate(lead.travelDate, lang)}</Fact>
      {lead.microchippedOn ? <Fact term={t("quote.microchippedOn")}>{formatLongDate(lead.microchippedOn, lang)}</Fact> : null}
      {lead.vaccinatedOn ? <Fact term={t("quote.vaccinatedOn")}>{formatLongDate(lead.vaccinatedOn, lang)}</Fact> : null}
      <Fact term={t("staff.services")}>{services.join(" · ") || t("staff.notAvailable")}</Fact>
      {lead.additionalNotes ? <Fact term={t("staff.notes")}><pre className={styles.pre}>{lead.additionalNotes}</pre></Fact> : null}
      {lead.estimate ? <LeadEstimate estimate={lead.estimate} rateCardNow={rateCardNow} /> : null}
      {lead.hasPhoto ? <Fact term={t("staff.photo")}><img src={staffHref("staffPhoto", { id: lead.id })} alt={t("staff.photo")} className={styles.photo} /></Fact> : null}
    </>
  );
}

export type LeadViewProps = LeadDetail & {
  /** A quote request's updates for its owner, its live links, and its checklist with the steps recorded done. */
  owner?: Pick<OwnerUpdatesProps, "updates" | "links"> & { checklist?: LeadChecklist; recorded: Record<string, string>; messages: RequestMessage[]; documents: RequestDocument[]; reminders: boolean };
  result?: OwnerUpdatesProps["result"];
  /** The answer to the last post of a checklist step's form. */
  stepResult?: StepResult;
};

/** The owner's checklist as their request page shows it, with the same form beside each step. */
function OwnerChecklist({ leadId, checklist, recorded, documents, reminders, result }: { leadId: string; checklist: LeadChecklist; recorded: Record<string, string>; documents: RequestDocument[]; reminders: boolean; result?: StepResult }) {
  const t = useT();
  const lang = useLang();
  const { plan } = checklist;
  return (
    <section aria-labelledby="lead-checklist" data-testid="admin-checklist">
      <h2 id="lead-checklist">{t("staff.checklist", { destination: checklist.destination.label[lang], date: formatLongDate(plan.travelDate, lang) })}</h2>
      <p>{t("staff.checklistIntro")}</p>
      <p data-testid="admin-reminders">{t(reminders ? "staff.remindersOn" : "staff.remindersOff")}</p>
      <p className={plan.onTime ? undefined : styles.flag}>
        {plan.onTime ? t("planner.onTime", { date: formatLongDate(plan.travelDate, lang) }) : t("planner.tooEarly", { date: formatLongDate(plan.travelDate, lang), earliest: formatLongDate(plan.earliestTravelDate, lang) })}
      </p>
      {result && !result.ok && !result.stepId ? <p role="alert" className={forms.error}>{t(result.error)}</p> : null}
      <PlanSteps
        plan={plan}
        headingLevel={3}
        stepExtra={(step) => (
          <>
            <StepRecord step={step} recorded={recorded[step.id]} result={result} today={plan.today} />
            <StepDocuments
              stepId={step.id}
              documents={documents.filter((document) => document.stepId === step.id)}
              href={(document, variant) => staffHref("staffDocument", { id: leadId, file: variant === "preview" ? `${document.id}-preview` : document.id })}
              mode="staff"
            />
          </>
        )}
      />
    </section>
  );
}

/** What a change to a checklist step says in the history: who (the owner, or a staff member), which step, which day or verdict. */
function stepEventText(event: LeadHistory, t: ReturnType<typeof useT>, lang: Lang, titles: ReadonlyMap<string, string>): string {
  const user = event.byOwner ? t("staff.theOwner") : (event.user ?? "?");
  const step = titles.get(event.stepId ?? "") ?? event.stepId ?? "";
  if (event.action === "document_accepted") return t("staff.documentAcceptedBy", { user, step });
  if (event.action === "document_again") return t("staff.documentAgainBy", { user, step });
  return event.action === "step_done" ? t("staff.stepDoneBy", { user, step, date: event.doneOn ? formatLongDate(event.doneOn, lang) : "" }) : t("staff.stepOpenBy", { user, step });
}

/** One lead: every field, its mails (with resend), a note, the status and its history, and for a quote request the updates for its owner. */
export function LeadView({ owner, result, stepResult, ...detail }: LeadViewProps) {
  const t = useT();
  const lang = useLang();
  const { kind, lead, mails, history } = detail;
  const earliest = detail.kind === "quote" ? detail.earliestTravelDate : undefined;
  const stepTitles = new Map(owner?.checklist?.plan.steps.map((step) => [step.id, step.title]));
  return (
    <Section>
      <StaffBar title={lead.name} reference={lead.reference} />
      <p><Link to={staffHref("staffInbox", {}, `kind=${kind}`)}>← {t("staff.back")}</Link></p>
      {earliest ? <p className={styles.flag} data-testid="admin-too-early">{t("staff.tooEarly", { date: formatLongDate(earliest, lang) })}</p> : null}
      {kind === "quote" && !lead.destinationCountry ? <p className={styles.flag} data-testid="admin-rules-to-check">{t("staff.rulesToCheck")}</p> : null}
      <dl className={styles.facts} data-testid="admin-lead">
        <Fact term={t("staff.received")}>{formatOfficeTime(lead.createdAt, lang)}</Fact>
        <Fact term={t("staff.status")}>{t(`staff.status.${lead.status}`)}</Fact>
        <Fact term={t("staff.verification")}>{t(`staff.verification.${lead.verification}`)}</Fact>
        <Fact term={t("staff.language")}>{lead.language.toUpperCase()}</Fact>
        <Fact term={t("quote.email")}><EmailLink email={lead.email} /></Fact>
        {detail.kind === "quote" ? (
          <QuoteFacts lead={detail.lead} pets={detail.pets} rateCardNow={detail.rateCardNow} />
        ) : (
          <>
            <Fact term={t("contact.subject")}>{detail.lead.subject}</Fact>
            <Fact term={t("contact.message")}><pre className={styles.pre}>{detail.lead.message}</pre></Fact>
          </>
        )}
        <Fact term={t("staff.mails")}>
          <ul>
            {mails.map((mail) => (
              <li key={mail.id}>
                {formatOfficeTime(mail.sentAt ?? mail.createdAt, lang)} — {mail.recipient}: {t("staff.mailAttempts", { status: t(`staff.mailStatus.${mail.status}`), count: mail.attempts })}
                {mail.lastError ? ` (${mail.lastError})` : ""}{" "}
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="mailId" value={mail.id} />
                  <button type="submit" className={forms.linkButton}>{t("staff.resend")}</button>
                </Form>
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <Form method="post" className={styles.inlineForm}>
        <Field id="lead-note" label={t("staff.addNote")}>
          {(control) => <textarea name="note" rows={2} className={forms.textarea} {...control} />}
        </Field>
        <div>
          <button type="submit" name="intent" value="note" className={button.secondary}>{t("staff.saveNote")}</button>
        </div>
      </Form>
      <Form method="post" className={styles.inlineForm}>
        <Field id="lead-status" label={t("staff.changeStatus")}>
          {(control) => (
            <select key={lead.status} name="status" defaultValue={lead.status} className={forms.input} {...control}>
              {statusesOf(kind).map((status) => <option key={status} value={status}>{t(`staff.status.${status}`)}</option>)}
            </select>
          )}
        </Field>
        <div>
          <button type="submit" className={button.primary}>{t("staff.save")}</button>
        </div>
      </Form>
      {owner?.checklist ? <OwnerChecklist leadId={lead.id} checklist={owner.checklist} recorded={owner.recorded} documents={owner.documents} reminders={owner.reminders} result={stepResult} /> : null}
      {owner?.messages.length ? (
        <section aria-labelledby="lead-messages" data-testid="admin-messages">
          <h2 id="lead-messages">{t("staff.messages.title")}</h2>
          <p>{t("staff.messages.answer")}</p>
          <MessageList messages={owner.messages} photoHref={(photo) => staffHref("staffUpdatePhoto", { id: lead.id, photo: photo.id })} />
        </section>
      ) : null}
      {owner ? <OwnerUpdates leadId={lead.id} updates={owner.updates} links={owner.links} result={result} /> : null}
      {history.length > 0 ? (
        <>
          <h2>{t("staff.history")}</h2>
          <ul data-testid="admin-history">
            {history.map((event, index) => (
              <li key={index}>
                {formatOfficeTime(event.at, lang)} —{" "}
                {event.action === "step_done" || event.action === "step_open" || event.action === "document_accepted" || event.action === "document_again"
                  ? stepEventText(event, t, lang, stepTitles)
                  : event.action === "links_withdrawn"
                  ? t("staff.linksWithdrawnBy", { user: event.user ?? "?" })
                  : event.note
                  ? t("staff.noteBy", { user: event.user ?? "?", note: event.note })
                  : t("staff.statusChanged", { user: event.user ?? "?", from: isLeadStatus(event.from) ? t(`staff.status.${event.from}`) : "", to: isLeadStatus(event.to) ? t(`staff.status.${event.to}`) : "" })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
