import { telHref } from "../../lib/phone-link.ts";

/** A lead's email address as a `mailto:` link. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A lead's phone number as a `tel:` link. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}
