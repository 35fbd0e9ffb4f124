import { PageHeader, Section } from "../components/ui/Page.tsx";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/messages/index.ts";
import type { RouteId } from "../route-table.ts";

/** The not-found screen; content routes pass their own title ('Service not found', …) and way back (home by default). */
export function NotFoundView({ title = "notFound.title", text = "notFound.text", back = { route: "home", label: "notFound.home" } }: { title?: MessageKey; text?: MessageKey; back?: { route: RouteId; label: MessageKey } }) {
  const t = useT();
  return (
    <div data-testid="not-found">
      <PageHeader title={t(title)} lead={t(text)} />
      <Section>
        <RouteLink route={back.route} className={button.secondary}>
          {t(back.label)}
        </RouteLink>
      </Section>
    </div>
  );
}
