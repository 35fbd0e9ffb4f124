import type { Route } from "./+types/page";
import { routeIdOf } from "../route-table.ts";
import { metaFor, problemMeta } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import type { PageKey } from "../lib/schemas/content.ts";
import { contentQueries } from "../server/content.server.ts";
import { withRouteTexts } from "../lib/route-texts.ts";
import { useCompany } from "../lib/company.ts";
import { CheckUs, ImprintFacts } from "../views/CompanyFacts.tsx";
import { AboutView } from "../views/AboutView.tsx";
import { ContentPageView } from "../views/ContentPageView.tsx";

/** Routes whose body is a page of `content/<lang>/pages.json`. */
const pageOfRoute: Partial<Record<string, PageKey>> = {
  about: "about",
  privacy: "privacy-policy",
  terms: "terms-of-service",
  imprint: "imprint",
  checkShipper: "check-a-pet-shipper",
};

export async function loader({ pattern, context }: Route.LoaderArgs) {
  const key = pageOfRoute[routeIdOf(pattern) ?? ""];
  if (!key) throw new Response(null, { status: 404 });
  return { key, page: await contentQueries.page(key, context.get(langContext)) };
}

/** A client-side navigation here also loads the texts the page shows besides the public pages' (the route table's `texts`). */
export const clientLoader = (args: Route.ClientLoaderArgs) => withRouteTexts(args);

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.page.meta_title, args.loaderData.page.meta_description) : problemMeta(args);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { key, page } = loaderData;
  const company = useCompany();
  if (key === "imprint") return <ContentPageView page={page} before={<ImprintFacts facts={company} />} />;
  if (key === "check-a-pet-shipper") return <ContentPageView page={page}><CheckUs facts={company} /></ContentPageView>;
  if (key === "about") return <AboutView page={page} facts={company} />;
  return <ContentPageView page={page} />;
}
