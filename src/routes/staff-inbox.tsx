import type { Route } from "./+types/staff-inbox";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { listLeads, parseFilter } from "../server/staff/inbox.server.ts";
import { inboxOverview } from "../server/staff/overview.server.ts";
import { InboxView } from "../views/staff/InboxView.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseFilter(new URL(request.url));
  const [list, overview] = await Promise.all([listLeads(filter), inboxOverview()]);
  return { filter, ...list, overview };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("staff.title"), t("staff.title"), { noindex: true });
};

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  return <InboxView {...loaderData} />;
}
