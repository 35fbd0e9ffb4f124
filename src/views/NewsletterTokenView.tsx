import { Form } from "react-router";
import { PageHeader, Section } from "../components/ui/Page.tsx";
import { button } from "../components/ui/ui.css.ts";
import { useT } from "../i18n/use-t.ts";

/**
 * A newsletter link from a mail: a button that confirms or ends the subscription (link scanners
 * only look, so nothing changes without the click), then what happened.
 */
export function NewsletterTokenView({ kind, token, result }: { kind: "confirm" | "unsubscribe"; token: string; result?: { ok: boolean } }) {
  const t = useT();
  const unsubscribe = kind === "unsubscribe";
  if (result) {
    return result.ok ? (
      <PageHeader title={t(unsubscribe ? "newsletter.unsubscribedTitle" : "newsletter.confirmedTitle")} lead={t(unsubscribe ? "newsletter.unsubscribedText" : "newsletter.confirmedText")} />
    ) : (
      <PageHeader title={t("newsletter.title")} lead={t("newsletter.invalidLink")} />
    );
  }
  return (
    <>
      <PageHeader title={t("newsletter.title")} lead={t("newsletter.text")} />
      <Section>
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={button.primary}>{t(unsubscribe ? "newsletter.unsubscribeButton" : "newsletter.confirmButton")}</button>
        </Form>
      </Section>
    </>
  );
}
