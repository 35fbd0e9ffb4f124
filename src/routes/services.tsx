import type { Route } from "./+types/services";
import { InlineInquiry, inquiryForm } from "../features/inquiry/InlineInquiry.tsx";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { summary } from "../server/content-selection.server.ts";
import { ServicesView } from "../views/ServicesView.tsx";

/** The inline quote form's code is loaded before the first render, so the page's HTML holds the whole form. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = await inquiryForm.alongside(contentQueries.services(context.get(langContext)));
  return { services: services.map(summary) };
}

/** After a client-side navigation the inline form's code arrives with the page's data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return inquiryForm.alongside(serverLoader());
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("services.metaTitle"), t("services.metaDescription"));
};

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesView services={loaderData.services} inquiry={<InlineInquiry idPrefix="services" />} />;
}
