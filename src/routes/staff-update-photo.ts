import { z } from "zod";
import type { Route } from "./+types/staff-update-photo";
import { photoResponse } from "../server/http/photo-response.server.ts";
import { requestPhoto } from "../server/requests/request-page.server.ts";

const paramsSchema = z.object({ id: z.uuid(), photo: z.uuid() });

/** A photo of one of a request's updates or of its owner's messages, to signed-in staff. */
export async function loader({ params }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  return photoResponse(parsed.success ? await requestPhoto(parsed.data.id, parsed.data.photo) : undefined, `photo-${parsed.data?.photo}`);
}
