import { describe, expect, it } from "vitest";
import { translator } from "../i18n/messages/index.ts";
import { failureText, readLeadAnswer, type FailureTexts } from "./lead-failure.ts";

const textsIn = (lang: "en" | "de"): FailureTexts => {
  const t = translator(lang);
  return { general: t("contact.errorGeneral"), unexpected: t("contact.errorUnexpected"), recaptcha: t("api.recaptchaFailed") };
};
const en = textsIn("en");

describe("failureText (docs/requirements.md §8, contact form)", () => {
  it("gives the server's details first, then its message, then the general text", () => {
    expect(failureText({ kind: "response", message: "Invalid contact message", details: [{ message: "Please enter a valid email address" }, { message: "Please enter your message" }] }, en)).toBe(
      "Please enter a valid email address",
    );
    expect(failureText({ kind: "response", message: "Too many requests. Please wait a moment and try again.", details: [] }, en)).toBe("Too many requests. Please wait a moment and try again.");
    expect(failureText({ kind: "response", message: "502: Bad Gateway", details: [{ message: " " }] }, en)).toBe("502: Bad Gateway");
    expect(failureText({ kind: "response", message: "", details: [] }, en)).toBe("There was an error submitting the form.");
  });

  it("never shows the browser's text when no answer came, nor an exception's", () => {
    expect(failureText({ kind: "network" }, en)).toBe("Error submitting the form. Please try again.");
    expect(failureText({ kind: "exception" }, en)).toBe("Error submitting the form. Please try again.");
  });

  it("replaces any text about the bot check, in any case, by the translated bot-check text", () => {
    expect(failureText({ kind: "response", message: "ReCAPTCHA score too low", details: [] }, en)).toBe("reCAPTCHA verification failed");
    expect(failureText({ kind: "response", message: "x", details: [{ message: "Security VERIFICATION did not pass" }] }, en)).toBe("reCAPTCHA verification failed");
    expect(failureText({ kind: "response", message: "recaptcha", details: [] }, textsIn("de"))).toBe(translator("de")("api.recaptchaFailed"));
  });

  it("leaves the server's text as it is for a form without the bot check (the newsletter)", () => {
    const { recaptcha: _none, ...withoutBotCheck } = en;
    expect(failureText({ kind: "response", message: "Verification link sent", details: [] }, withoutBotCheck)).toBe("Verification link sent");
  });

  it("has its fallbacks in German too", () => {
    const de = textsIn("de");
    expect(failureText({ kind: "network" }, de)).toBe("Fehler beim Senden des Formulars. Bitte versuchen Sie es erneut.");
    expect(failureText({ kind: "response", message: "", details: [] }, de)).toBe("Beim Senden des Formulars ist ein Fehler aufgetreten.");
  });
});

describe("readLeadAnswer", () => {
  it("takes details given as one text as the first detail, so the form shows it", () => {
    const answer = readLeadAnswer({ error: "validation", message: "Invalid contact message", details: "Please enter your message" });
    expect(answer.details).toEqual([{ path: "", message: "Please enter your message" }]);
    expect(failureText({ kind: "response", message: answer.message ?? "", details: answer.details }, en)).toBe("Please enter your message");
  });

  it("keeps only texts from whatever else arrives", () => {
    expect(readLeadAnswer({ id: 7, status: 1, message: ["x"], details: [null, 3, { message: 4 }, { path: 1, message: "Kept" }, "Also kept"] })).toEqual({
      id: undefined,
      status: undefined,
      requestUrl: undefined,
      error: undefined,
      message: undefined,
      details: [
        { path: "", message: "Kept" },
        { path: "", message: "Also kept" },
      ],
    });
    expect(readLeadAnswer(null)).toEqual({ details: [] });
    expect(readLeadAnswer("oops")).toEqual({ details: [] });
  });

  it("follows a request page of this site only", () => {
    const token = "a2".repeat(16);
    expect(readLeadAnswer({ id: "x", requestUrl: `/requests/${token}` }).requestUrl).toBe(`/requests/${token}`);
    expect(readLeadAnswer({ id: "x", requestUrl: `/anfragen/${token}` }).requestUrl).toBe(`/anfragen/${token}`);
    for (const hostile of [`https://evil.example/requests/${token}`, `//evil.example/requests/${token}`, `/requests/${token}/../../admin`, "javascript:alert(1)", `/requests/${token.slice(1)}`, 5]) {
      expect(readLeadAnswer({ id: "x", requestUrl: hostile }).requestUrl).toBeUndefined();
    }
  });
});
