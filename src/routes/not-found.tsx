import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { NotFoundView } from "../views/NotFoundView.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("notFound.title"), t("notFound.metaDescription"), { noindex: true });
};

export default function NotFound() {
  return <NotFoundView />;
}
