import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { quoteDialogAtom } from "../../lib/atoms.ts";

const QuoteDialog = lazy(() => import("./QuoteDialog.tsx"));

/** Mounts the dialog's lazily loaded code once it is first opened, and keeps it afterwards. */
export function QuoteDialogHost() {
  const open = useAtomValue(quoteDialogAtom);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <QuoteDialog />
    </Suspense>
  );
}
