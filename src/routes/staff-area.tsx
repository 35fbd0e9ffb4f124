import { Outlet } from "react-router";
import type { Route } from "./+types/staff-area";
import { deStaff } from "../i18n/messages/de-staff.ts";
import { enStaff } from "../i18n/messages/en-staff.ts";
import { deRequest } from "../i18n/messages/de-request.ts";
import { enRequest } from "../i18n/messages/en-request.ts";
import { addTexts, translator } from "../i18n/messages/index.ts";
import { langContext } from "../lib/request-context.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { errorSummary, log } from "../server/log.server.ts";

// The staff area's texts come with its code: no public page downloads them. The request page's
// are there too, for the journey stages of the updates staff post.
addTexts("en", { ...enStaff, ...enRequest });
addTexts("de", { ...deStaff, ...deRequest });

/** The staff area is a work tool: its own chrome, and nothing in it is cached or indexed. */
export const handle: RouteHandle = { chrome: "staff" };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    let response: Response;
    try {
      response = await next();
    } catch (error) {
      // A file of the staff area (export, photo) that fails still answers privately.
      if (error instanceof Response) response = error;
      else {
        log.error(`${request.method} ${new URL(request.url).pathname} failed: ${errorSummary(error)}`);
        response = new Response(translator(context.get(langContext))("api.internal"), { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      }
    }
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  },
];

export default function StaffArea() {
  return <Outlet />;
}
