import { X } from "../ui/icons.tsx";
import { useEffect, useRef, type PointerEvent } from "react";
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import type { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { useT } from "../../i18n/use-t.ts";
import { TOAST_SWIPE_THRESHOLD_PX, type ToastContent as Content } from "../../lib/toast.ts";
import { toastQueue } from "./toast-queue.ts";
import * as styles from "./layout.css.ts";

/** Swipe right past the threshold dismisses a toast (docs/requirements.md §4). */
function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = event.clientX;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      const dx = Math.max(0, event.clientX - start.current);
      event.currentTarget.style.transform = `translateX(${dx}px)`;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      event.currentTarget.style.transform = "";
      if (dx > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => {
      start.current = null;
      event.currentTarget.style.transform = "";
    },
  };
}

function ToastItem({ toast, queue }: { toast: { key: string; content: Content }; queue: ToastQueue<Content> }) {
  const t = useT();
  const swipe = useSwipeToDismiss(() => queue.close(toast.key));
  return (
    <Toast toast={toast as never} className={styles.toast} data-variant={toast.content.variant ?? "default"} {...swipe}>
      <ToastContent>
        <Text slot="title" className={styles.toastTitle}>{toast.content.title}</Text>
        {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
      </ToastContent>
      <Button slot="close" className={styles.toastClose} aria-label={t("toast.close")}>
        <X aria-hidden="true" size={18} />
      </Button>
    </Toast>
  );
}

/** The toast region; F8 moves focus into it (docs/requirements.md §4). */
export function Toaster({ queue = toastQueue }: { queue?: ToastQueue<Content> }) {
  const t = useT();
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      const first = region.querySelector<HTMLElement>("[role=alertdialog], [tabindex]");
      (first ?? region).focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <ToastRegion queue={queue} ref={regionRef} className={styles.toastRegion} aria-label={t("toast.region")} data-testid="toast-region">
      {({ toast }) => <ToastItem toast={toast} queue={queue} />}
    </ToastRegion>
  );
}
