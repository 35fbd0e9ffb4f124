import { lazy, Suspense, useSyncExternalStore } from "react";
import { anyToastShown, subscribeToToasts } from "../../lib/toast.ts";

const Toaster = lazy(() => import("./Toaster.tsx").then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toast region (react-aria, with its F8 landmark shortcut) once a toast is shown, so
 * pages that never show a toast never load its code. The region renders nothing while no toast is
 * visible.
 */
export function ToastHost() {
  const active = useSyncExternalStore(subscribeToToasts, anyToastShown, () => false);
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
