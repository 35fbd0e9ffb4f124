import type { Route } from "./+types/faq";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { FaqView } from "../views/FaqView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  return { faqs: await contentQueries.faqs(context.get(langContext)) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("faq.metaTitle"), t("faq.metaDescription"));
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <FaqView faqs={loaderData.faqs} />;
}
