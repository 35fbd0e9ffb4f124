import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export interface ToastContent {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** docs/requirements.md §4/§9: at most 5 toasts, each closing by itself after 5000 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });

export function showToast(content: ToastContent) {
  return toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS });
}
