import { data } from "react-router";
import type { Route } from "./+types/service";
import { metaFor, problemMeta } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { contentQueries } from "../server/content.server.ts";
import { ServiceView } from "../views/ServiceView.tsx";
import { GeneralErrorBoundary } from "../views/GeneralErrorBoundary.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await contentQueries.service(params.slug, context.get(langContext));
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.service.translation.meta_title, args.loaderData.service.translation.meta_description) : problemMeta(args);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServiceView service={loaderData.service} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary notFound={{ title: "service.notFound", text: "notFound.metaDescription", back: { route: "services", label: "services.backToList" } }} />;
}
