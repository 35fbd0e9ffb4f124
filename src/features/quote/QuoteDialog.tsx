import { useAtom } from "jotai";
import { X } from "lucide-react";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useT } from "../../i18n/use-t.ts";
import { quoteDialogAtom } from "../../lib/atoms.ts";
import { useRootData } from "../../lib/root-data.ts";
import { newIdempotencyKey } from "../submit-lead.ts";
import { QuoteForm } from "./QuoteForm.tsx";
import * as styles from "./quote-dialog.css.ts";

/** The global quote dialog; its code loads the first time a Get a Quote button is pressed. */
export default function QuoteDialog() {
  const t = useT();
  const [open, setOpen] = useAtom(quoteDialogAtom);
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
          <QuoteForm idempotencyKey={key} recaptcha={root?.recaptcha ?? null} onSuccess={() => setOpen(false)} idPrefix="dialog" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
