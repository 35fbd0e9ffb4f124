import { PageHeader, Section } from "../components/ui/Page.tsx";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { ReactNode } from "react";

/** The not-found screen; content routes pass their own title ('Service not found', …) and way back. */
export function NotFoundView({ title = "notFound.title", text = "notFound.text", children }: { title?: MessageKey; text?: MessageKey; children?: ReactNode }) {
  const t = useT();
  return (
    <div data-testid="not-found">
      <PageHeader title={t(title)} lead={t(text)} />
      <Section>
        {children ?? (
          <RouteLink route="home" className={button.secondary}>
            {t("notFound.home")}
          </RouteLink>
        )}
      </Section>
    </div>
  );
}
