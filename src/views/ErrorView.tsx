import { useLocation } from "react-router";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { RouteId } from "../route-table.ts";
import * as styles from "./error-view.css.ts";

/**
 * Loads the address again from the server: a plain link, so it works with and without JavaScript
 * and after a navigation whose data could not be loaded (the address is already the new page's).
 */
export function ReloadLink() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <a href={pathname + search} className={button.primary} data-testid="reload">
      {t("error.reload")}
    </a>
  );
}

/**
 * A page that could not be shown: a title and text, a way back, and — for a failure rather than a
 * missing page — a link that loads the page again. Never reveals the error itself.
 */
export function ProblemView({ title, text, back, retry, testId }: { title: MessageKey; text: MessageKey; back: { route: RouteId; label: MessageKey }; retry: boolean; testId: string }) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <PageHeader title={t(title)} lead={t(text)} />
      <Section>
        <div className={styles.actions}>
          {retry ? <ReloadLink /> : null}
          <RouteLink route={back.route} className={button.secondary}>
            {t(back.label)}
          </RouteLink>
        </div>
      </Section>
    </div>
  );
}

/** Shown for unexpected errors, also when a navigation's data could not be loaded. */
export function ErrorView() {
  return <ProblemView testId="error-view" title="error.title" text="error.text" back={{ route: "home", label: "notFound.home" }} retry />;
}
