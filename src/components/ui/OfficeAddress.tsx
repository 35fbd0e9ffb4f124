import { useLang } from "../../i18n/use-t.ts";
import { officeLine, type CompanyFacts } from "../../lib/company.ts";

/** The offices' addresses, one per line; nothing when none is configured. */
export function OfficeAddress({ facts, className }: { facts: CompanyFacts; className?: string }) {
  const lang = useLang();
  if (facts.offices.length === 0) return null;
  return (
    <>
      {facts.offices.map((office) => (
        <address key={`${office.street} ${office.city}`} className={className}>
          {office.label ? <>{office.label[lang]}: </> : null}
          {officeLine(office, lang)}
        </address>
      ))}
    </>
  );
}
