import { PageHeader, Section } from "../components/ui/Page.tsx";
import { RouteLink } from "../components/ui/RouteLink.tsx";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";

/** Shown for unexpected server errors; never reveals the error itself. */
export function ErrorView() {
  const t = useT();
  return (
    <div data-testid="error-view">
      <PageHeader title={t("error.title")} lead={t("error.text")} />
      <Section>
        <RouteLink route="home" className={button.secondary}>{t("notFound.home")}</RouteLink>
      </Section>
    </div>
  );
}
