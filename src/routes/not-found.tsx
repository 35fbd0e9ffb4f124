import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { problemMeta } from "../lib/meta.ts";
import { NotFoundView } from "../views/NotFoundView.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => problemMeta(args);

export default function NotFound() {
  return <NotFoundView />;
}
