export interface ToastContent {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** docs/requirements.md §4/§9: at most 5 toasts, each closing by itself after 5000 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * Toasts shown before the toast region's code has arrived wait here; the region's queue (react-aria's,
 * in `components/layout/toast-queue.ts`) takes them over when it loads, so pages that never show a toast
 * carry neither the queue nor the region in their first load.
 */
type Sink = (content: ToastContent) => void;
let sink: Sink | undefined;
const waiting: ToastContent[] = [];
const listeners = new Set<() => void>();

export function showToast(content: ToastContent): void {
  if (sink) return sink(content);
  waiting.push(content);
  for (const listener of listeners) listener();
}

/** The toast region's queue takes the toasts that waited for it, and every later one. */
export function deliverToasts(to: Sink): void {
  sink = to;
  for (const content of waiting.splice(0)) to(content);
}

/** Whether a toast was ever shown on this page (the region is mounted from then on). */
export const anyToastShown = (): boolean => sink !== undefined || waiting.length > 0;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
