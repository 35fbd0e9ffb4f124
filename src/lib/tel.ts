/** A phone number as a `tel:` link: its digits, and a leading + (spaces, dashes and brackets dropped). */
export const telHref = (phone: string): string => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
