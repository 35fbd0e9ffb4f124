import type { MessageKey } from "../i18n/messages/index.ts";
import type { RouteId } from "../route-table.ts";
import { ProblemView } from "./ErrorView.tsx";

export interface NotFoundViewProps {
  title?: MessageKey;
  text?: MessageKey;
  back?: { route: RouteId; label: MessageKey };
  /** The content could not be loaded (rather than not exist): also offer to load the page again. */
  retry?: boolean;
}

/** The not-found screen; content routes pass their own title ('Service not found', …) and way back (home by default). */
export function NotFoundView({ title = "notFound.title", text = "notFound.text", back = { route: "home", label: "notFound.home" }, retry = false }: NotFoundViewProps) {
  return <ProblemView testId="not-found" title={title} text={text} back={back} retry={retry} />;
}
