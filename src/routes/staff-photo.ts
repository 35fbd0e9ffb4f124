import { z } from "zod";
import type { Route } from "./+types/staff-photo";
import { leadPhoto } from "../server/staff/inbox.server.ts";
import { photoResponse } from "../server/http/photo-response.server.ts";

/** The crate photo, to signed-in staff only, never rendered as anything but the image it was checked to be. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  return photoResponse(id.success ? await leadPhoto(id.data) : undefined, `crate-${id.data}`);
}
