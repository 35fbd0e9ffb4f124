import { useState } from "react";
import { DeferredForm, lazyModule } from "../deferred-form.tsx";
import { hasSavedDraft } from "../../lib/saved-draft.ts";
import type { ContactFormProps } from "./ContactForm.tsx";
import { CONTACT_DRAFT, CUSTOM_SUBJECT } from "./contact-keys.ts";

/** The form's code; the contact page loads its data alongside it. */
export const contactForm = lazyModule(() => import("./ContactForm.tsx"));

/**
 * The contact form without its code (react-hook-form, zod) in the page's first load: the server's
 * HTML form until it is focused, touched or typed into, or at once when a draft of it is saved
 * (see DeferredForm). A preset subject chosen before the code arrived is kept; "Custom subject…"
 * chosen then opens the field for a typed one.
 */
export function DeferredContactForm(props: ContactFormProps & { formKey: string }) {
  const { formKey, ...form } = props;
  const [eager] = useState(() => hasSavedDraft(CONTACT_DRAFT));
  return (
    <DeferredForm id="contact-form-area" module={contactForm} eager={eager}>
      {(module, typed) => {
        const customChosen = typed?.subject === CUSTOM_SUBJECT;
        return (
          <module.ContactForm
            key={formKey}
            {...form}
            initialValues={typed ? { ...typed, ...(customChosen ? { subject: "" } : {}) } : form.initialValues}
            customSubject={form.customSubject || customChosen}
          />
        );
      }}
    </DeferredForm>
  );
}
