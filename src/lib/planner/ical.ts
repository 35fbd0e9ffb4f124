/**
 * A plan as an RFC 5545 calendar: one all-day VEVENT per dated open step, spanning the step's window (for
 * example the tapeworm treatment's five days) or lying on its latest date. DATE values only, so no time zone
 * is involved; CRLF line endings, lines folded at 75 octets, TEXT values escaped, UIDs stable for the same
 * rule, travel date, species and step.
 */
import { basicDate, toCalendarDate } from "./dates.ts";
import type { Language, Plan, PlannedStep } from "./plan.ts";

export interface ICalendarOptions {
  /** Calendar name and suffix of every event's summary, e.g. "Pet move to Tokyo". */
  title: string;
  language: Language;
  /** Page the events link back to. */
  url: string;
  /** Time of export (ISO date-time), used for DTSTAMP. */
  now: string;
  /** The visitor's words (from the message dictionaries): when a step is due, and the confirm-per-route line. */
  when: (step: PlannedStep) => string;
  confirm: string;
}

const PRODID = "-//ARC Pet Air//arcpetair.com entry requirements planner//EN";
const UID_DOMAIN = "arcpetair.com";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line into lines of at most 75 octets; continuation lines start with one space (§3.1). */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(lines.length === 0 ? current : ` ${current}`);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(lines.length === 0 ? current : ` ${current}`);
  return lines;
}

function utcStamp(now: string): string {
  const instant = new Date(now);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`now must be an ISO date-time, got "${now}"`);
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

export function toICalendar(plan: Plan, options: ICalendarOptions): string {
  const stamp = utcStamp(options.now);
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.title)}`,
  ];
  for (const step of plan.steps) {
    if (step.done || step.latest === null) continue;
    const last = toCalendarDate(step.latest, "latest");
    const first = step.earliest ? toCalendarDate(step.earliest, "earliest") : last;
    const details = [options.when(step), step.description, ...(step.confirm ? [options.confirm] : []), options.url].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${plan.rule}-${plan.travelDate}-${plan.species ?? "pet"}-${step.id}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(first)}`,
      `DTEND;VALUE=DATE:${basicDate(last.add({ days: 1 }))}`,
      `SUMMARY:${escapeText(`${step.title} – ${options.title}`)}`,
      `DESCRIPTION:${escapeText(details)}`,
      `URL:${options.url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.flatMap(foldLine).join("\r\n") + "\r\n";
}
