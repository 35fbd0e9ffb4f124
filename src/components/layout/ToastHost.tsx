import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastQueue } from "../../lib/toast.ts";

const Toaster = lazy(() => import("./Toaster.tsx").then((module) => ({ default: module.Toaster })));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * Mounts the toast region (react-aria, with its F8 landmark shortcut) while toasts are queued,
 * so pages that never show a toast never load its code.
 */
export function ToastHost() {
  const active = useSyncExternalStore(subscribe, hasToasts, () => false);
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
