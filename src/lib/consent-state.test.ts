import { describe, expect, it } from "vitest";
import { CONSENT_STATE_SCRIPT, consentStylesheet, COOKIE_BANNER_ID } from "./consent-state.ts";

/** Runs the head's script against a document with this cookie string; returns the mark it set. */
function markFor(cookie: string): string | undefined {
  const document = { cookie, documentElement: { dataset: {} as Record<string, string> } };
  new Function("document", CONSENT_STATE_SCRIPT)(document);
  return document.documentElement.dataset.consent;
}

describe("the consent mark the head's script sets before the first paint", () => {
  it("reads a stored choice wherever it stands among the cookies", () => {
    expect(markFor("consent=all")).toBe("all");
    expect(markFor("_ga=GA1.1.2.3; consent=essential; lang=de")).toBe("essential");
    expect(markFor("lang=de;consent=all")).toBe("all");
  });

  it("marks no choice for none, another value or another cookie of a similar name", () => {
    expect(markFor("")).toBe("");
    expect(markFor("consent=maybe")).toBe("");
    expect(markFor("consent=allx")).toBe("");
    expect(markFor("myconsent=all; lang=en")).toBe("");
  });
});

describe("the stylesheet without JavaScript", () => {
  it("hides the banner only once a choice is stored", () => {
    expect(consentStylesheet("all")).toContain(`#${COOKIE_BANNER_ID}{display:none}`);
    expect(consentStylesheet("essential")).toContain("display:none");
    expect(consentStylesheet(null)).not.toContain("display");
  });
});
