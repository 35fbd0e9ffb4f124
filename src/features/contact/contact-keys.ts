/** Value of the contact form's 'Custom subject...' entry; never sent as a subject. */
export const CUSTOM_SUBJECT = "__custom";

/** The key of the contact form's draft (features/drafts.ts). */
export const CONTACT_DRAFT = "contact";
