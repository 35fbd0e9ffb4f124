import { describe, expect, it } from "vitest";
import { escapeText, foldLine, toICalendar } from "./ical.ts";
import { planFor, type Plan, type PlannedStep } from "./plan.ts";

const encoder = new TextEncoder();
const options = {
  title: "Umzug nach Tokio",
  language: "de" as const,
  url: "https://www.arcpetair.com/destinationen/japan/tokio-nrt",
  now: "2026-11-23T09:30:00Z",
  when: (step: PlannedStep) => (step.earliest ? `Window: ${step.earliest} to ${step.latest}` : `Latest date: ${step.latest}`),
  confirm: "We confirm this requirement for your route.",
};
const japan = planFor({ rule: "japan", travelDate: "2027-07-23", today: "2026-11-23", species: "dog" }, "de");

/** Splits at CRLF and undoes the folding (a CRLF followed by one space). */
function unfold(calendar: string): string[] {
  return calendar.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
}

describe("toICalendar", () => {
  const calendar = toICalendar(japan, options);

  it("uses CRLF line endings only, and ends with one", () => {
    expect(calendar.endsWith("\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds every line at 75 octets, continuation lines starting with one space", () => {
    const lines = calendar.split("\r\n").slice(0, -1);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(encoder.encode(line).length, line).toBeLessThanOrEqual(75);
  });

  it("has the calendar structure and one all-day event per dated open step", () => {
    const lines = unfold(calendar);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.find((line) => line.startsWith("PRODID:"))).toContain("ARC Pet Air");
    const dated = japan.steps.filter((step) => !step.done && step.latest !== null);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(dated.length);
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(dated.length);
    expect(lines.filter((line) => line.startsWith("DTSTAMP:"))).toEqual(Array(dated.length).fill("DTSTAMP:20261123T093000Z"));
    // The advance notice is due 2027-06-13: an all-day event on that day.
    const notice = lines.indexOf("UID:japan-2027-07-23-dog-advance-notice@arcpetair.com");
    expect(notice).toBeGreaterThan(0);
    expect(lines.slice(notice, notice + 4)).toEqual(
      expect.arrayContaining(["DTSTART;VALUE=DATE:20270613", "DTEND;VALUE=DATE:20270614"]),
    );
    // The health certificate's window spans 2027-07-13 to 2027-07-23.
    const certificate = lines.indexOf("UID:japan-2027-07-23-dog-health-certificate@arcpetair.com");
    expect(lines.slice(certificate, certificate + 4)).toEqual(
      expect.arrayContaining(["DTSTART;VALUE=DATE:20270713", "DTEND;VALUE=DATE:20270724"]),
    );
  });

  it("keeps German text intact across folds", () => {
    const lines = unfold(calendar);
    const summary = lines.find((line) => line.startsWith("SUMMARY:Voranmeldung"));
    expect(summary).toBe("SUMMARY:Voranmeldung bei der Tierquarantäne – Umzug nach Tokio");
    const description = lines.find((line, index) => line.startsWith("DESCRIPTION:") && lines[index - 5]?.includes("advance-notice"));
    expect(description).toContain("Latest date: 2027-06-13\\nMelden Sie die Einreise mindestens 40 Tage");
  });

  it("has stable UIDs and leaves out done steps", () => {
    expect(toICalendar(japan, options)).toBe(calendar);
    const uids = unfold(calendar).filter((line) => line.startsWith("UID:"));
    expect(new Set(uids).size).toBe(uids.length);
    const ready = planFor({ rule: "japan", travelDate: "2027-07-23", today: "2026-11-23", microchipped: true }, "en");
    const readyCalendar = unfold(toICalendar(ready, { ...options, language: "en" }));
    expect(readyCalendar.some((line) => line.includes("-microchip@"))).toBe(false);
    expect(readyCalendar.some((line) => line.startsWith("DESCRIPTION:Latest date: 2027-06-13"))).toBe(true);
  });

  it("escapes backslashes, semicolons, commas and newlines in TEXT values", () => {
    const tricky: Plan = {
      ...japan,
      steps: [{ ...japan.steps[0]!, title: "Chip; ISO, 11784\\85", description: "Line one\nLine two", latest: "2027-01-01", earliest: null, done: false }],
    };
    const lines = unfold(toICalendar(tricky, { ...options, title: "Move, Tokyo; 2027" }));
    expect(lines).toContain("X-WR-CALNAME:Move\\, Tokyo\\; 2027");
    expect(lines).toContain("SUMMARY:Chip\\; ISO\\, 11784\\\\85 – Move\\, Tokyo\\; 2027");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toBe(
      `DESCRIPTION:Latest date: 2027-01-01\\nLine one\\nLine two\\n${options.url}`,
    );
  });

  it("rejects an invalid export time", () => {
    expect(() => toICalendar(japan, { ...options, now: "yesterday" })).toThrow(RangeError);
  });
});

describe("foldLine and escapeText", () => {
  it("never splits a multi-byte character", () => {
    const line = `DESCRIPTION:${"ä".repeat(100)}`;
    const folded = foldLine(line);
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("leaves a short line alone", () => {
    expect(foldLine("VERSION:2.0")).toEqual(["VERSION:2.0"]);
    expect(escapeText("a\r\nb")).toBe("a\\nb");
  });
});
