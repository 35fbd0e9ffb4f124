import type { Route } from "./+types/faq";
import { InlineInquiry, inquiryForm } from "../features/inquiry/InlineInquiry.tsx";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { FaqView } from "../views/FaqView.tsx";

/** The inline inquiry form's code is loaded before the first render, so the page's HTML holds the whole form. */
export async function loader({ context }: Route.LoaderArgs) {
  const faqs = await inquiryForm.alongside(contentQueries.faqs(context.get(langContext)));
  return { faqs };
}

/** After a client-side navigation the inline form's code arrives with the page's data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return inquiryForm.alongside(serverLoader());
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("faq.metaTitle"), t("faq.metaDescription"));
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <FaqView faqs={loaderData.faqs} inquiry={<InlineInquiry idPrefix="faq" />} />;
}
