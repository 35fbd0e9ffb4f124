import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { RouteLink } from "../../components/ui/RouteLink.tsx";
import { quoteDialogAtom } from "../../lib/atoms.ts";

/**
 * Every Get a Quote button: a link to the quote page (works without JavaScript) that opens the
 * global dialog instead once the page is interactive.
 */
export function GetQuoteLink({ className, children }: { className?: string; children: ReactNode }) {
  const open = useSetAtom(quoteDialogAtom);
  return (
    <RouteLink
      route="quote"
      className={className}
      data-quote-trigger=""
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        open(true);
      }}
    >
      {children}
    </RouteLink>
  );
}
