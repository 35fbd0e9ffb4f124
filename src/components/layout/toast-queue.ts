import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { deliverToasts, TOAST_LIMIT, TOAST_TIMEOUT_MS, type ToastContent } from "../../lib/toast.ts";

/** The site's toast queue, loaded with the toast region: it shows what `showToast` was given. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });
deliverToasts((content) => void toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS }));
