import { useState } from "react";
import { leadFormPayload } from "../../lib/lead-forms.ts";
import { QuoteForm, type QuoteFormProps } from "../quote/QuoteForm.tsx";
import { newIdempotencyKey } from "../submit-lead.ts";

/** What the visitor typed into the server-rendered form before its code arrived, read as the quote page reads a post. */
export function valuesOf(form: HTMLFormElement): QuoteFormProps["initialValues"] {
  return leadFormPayload(new FormData(form), "quote") as QuoteFormProps["initialValues"];
}

/**
 * The quote form inline on a shared page (FAQ). The page's HTML is the same for every visitor (it
 * is kept in the page cache), so it carries no idempotency key: the browser makes one for each
 * visitor. A form posted before the code arrived, or without JavaScript, goes without a key.
 */
export function InlineInquiryForm(props: Omit<QuoteFormProps, "idempotencyKey">) {
  const [key] = useState(() => (typeof document === "undefined" ? "" : newIdempotencyKey()));
  return <QuoteForm {...props} idempotencyKey={key} />;
}
