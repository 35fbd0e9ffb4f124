/** A `tel:` link to a phone number as people type it: digits only, apart from a leading `+` (`+49 (69) 123-45` → `tel:+496912345`). */
export const telHref = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)\D/g, "")}`;
