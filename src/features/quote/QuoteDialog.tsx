import { useAtom, useAtomValue } from "jotai";
import { X } from "../../components/ui/icons.tsx";
import { useMemo, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLang, useT } from "../../i18n/use-t.ts";
import { quoteDialogAtom, quotePrefillAtom } from "../../lib/atoms.ts";
import { prefilledValues } from "../../lib/quote-prefill.ts";
import { useRootData } from "../../lib/root-data.ts";
import { newIdempotencyKey } from "../submit-lead.ts";
import { QuoteForm } from "./QuoteForm.tsx";
import * as styles from "./quote-dialog.css.ts";

/** The global quote dialog; its code loads the first time a Get a Quote button is pressed. A prefill (destination, date) is checked before it is used. */
export default function QuoteDialog() {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useAtom(quoteDialogAtom);
  const prefill = useAtomValue(quotePrefillAtom);
  const initialValues = useMemo(() => prefilledValues(prefill, lang), [prefill, lang]);
  const [key] = useState(newIdempotencyKey);
  const root = useRootData();
  return (
    <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
      <Modal className={styles.modal} data-testid="quote-dialog">
        <Dialog className={styles.dialog} aria-labelledby="quote-dialog-title">
          <div className={styles.header}>
            <div>
              <Heading slot="title" id="quote-dialog-title">{t("quote.title")}</Heading>
              <p>{t("quote.intro")}</p>
            </div>
            <Button slot="close" className={styles.close} aria-label={t("quote.close")}>
              <X aria-hidden="true" size={20} />
            </Button>
          </div>
          <QuoteForm initialValues={initialValues} idempotencyKey={key} recaptcha={root?.recaptcha ?? null} onSuccess={() => setOpen(false)} idPrefix="dialog" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
