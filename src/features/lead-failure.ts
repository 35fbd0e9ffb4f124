/**
 * What a refused or failed contact message shows (docs/requirements.md §8), kept apart from the
 * submission hook so the rules can be tested without a browser.
 */

/** How a submission ended when it did not succeed: the server's answer, or no answer at all. */
export type LeadFailure =
  | { kind: "response"; message: string; details: ReadonlyArray<{ message: string }> }
  /** No answer from the server (offline, connection refused or reset): the browser's own error text is not for visitors. */
  | { kind: "network" }
  /** Anything that went wrong in the page itself while submitting. */
  | { kind: "exception" };

export interface FailureTexts {
  /** 'There was an error submitting the form.' */
  general: string;
  /** 'Error submitting the form. Please try again.' */
  unexpected: string;
  /** The translated 'reCAPTCHA verification failed'. */
  recaptcha: string;
}

/**
 * The server's first detail, else its message, else the general text; without a server answer the
 * text for an unexpected failure. A text about the bot check becomes the translated bot-check text.
 */
export function failureText(failure: LeadFailure, texts: FailureTexts): string {
  const text = failure.kind === "response" ? failure.details.find((detail) => detail.message.trim())?.message || failure.message.trim() || texts.general : texts.unexpected;
  return /recaptcha|verification/i.test(text) ? texts.recaptcha : text;
}
