import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { RouteLink } from "./RouteLink.tsx";
import { quoteDialogAtom, type QuotePrefill } from "../../lib/atoms.ts";

/** `?destination=japan/tokyo-nrt&travelDate=2027-07-23`: the quote page reads it (src/lib/quote-prefill.ts). */
function prefillSearch(prefill: QuotePrefill | undefined): string | undefined {
  if (!prefill) return undefined;
  const destination = `destination=${encodeURIComponent(prefill.destination).replace(/%2F/g, "/")}`;
  return prefill.travelDate ? `${destination}&travelDate=${encodeURIComponent(prefill.travelDate)}` : destination;
}

/**
 * Every Get a Quote button: a link to the quote page (works without JavaScript) that opens the
 * global dialog instead once the page is interactive. With `prefill`, both start with that
 * destination and travel date filled in.
 */
export function GetQuoteLink({ className, children, prefill }: { className?: string; children: ReactNode; prefill?: QuotePrefill }) {
  const open = useSetAtom(quoteDialogAtom);
  return (
    <RouteLink
      route="quote"
      search={prefillSearch(prefill)}
      className={className}
      data-quote-trigger=""
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        open(prefill ?? true);
      }}
    >
      {children}
    </RouteLink>
  );
}
