import { randomUUID } from "node:crypto";
import type { Route } from "./+types/services";
import { QuoteForm } from "../features/quote/QuoteForm.tsx";
import { useRootData } from "../lib/root-data.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { summary } from "../server/content-selection.server.ts";
import { ServicesView } from "../views/ServicesView.tsx";
import { privatePageHeaders } from "../lib/private-page.ts";

export const headers = privatePageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { services: (await contentQueries.services(context.get(langContext))).map(summary), idempotencyKey: randomUUID() };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("services.metaTitle"), t("services.metaDescription"));
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <ServicesView
      services={loaderData.services}
      inquiry={<QuoteForm idempotencyKey={loaderData.idempotencyKey} recaptcha={root?.recaptcha ?? null} idPrefix="inline" />}
    />
  );
}
