import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { visuallyHidden } from "../ui/ui.css.ts";
import * as styles from "./progress.css.ts";

/** How long something must be pending before the bar appears: quicker changes never flash it. */
export const PROGRESS_DELAY_MS = 150;

/** `active`, once it has lasted `delayMs`; false again as soon as it ends. */
export function useDelayed(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

/** Whether a client-side navigation, a form submitted through the router or a fetcher is pending. */
export function useRouterBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
}

/**
 * The bar and its announcement. The live region is always in the page (an empty one), so that
 * screen readers announce 'Loading…' once when it is filled; the bar itself is an indeterminate
 * progressbar with a name.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const t = useT();
  return (
    <>
      {active ? <div className={styles.bar} role="progressbar" aria-label={t("progress.label")} data-testid="navigation-progress" /> : null}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="navigation-progress-status">
        {active ? t("progress.loading") : ""}
      </div>
    </>
  );
}

/** The top progress bar of every page while the router is busy for longer than a moment. */
export function NavigationProgress() {
  return <ProgressBar active={useDelayed(useRouterBusy(), PROGRESS_DELAY_MS)} />;
}
