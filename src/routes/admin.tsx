import type { Route } from "./+types/admin";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { listLeads, parseFilter } from "../server/admin/inbox.server.ts";
import { inboxOverview } from "../server/admin/overview.server.ts";
import { InboxView } from "../views/admin/InboxView.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseFilter(new URL(request.url));
  const [list, overview] = await Promise.all([listLeads(filter), inboxOverview()]);
  return { filter, ...list, overview };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("admin.title"), t("admin.title"), { noindex: true });
};

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return <InboxView {...loaderData} />;
}
