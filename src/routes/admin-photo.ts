import { z } from "zod";
import type { Route } from "./+types/admin-photo";
import { leadPhoto } from "../server/admin/inbox.server.ts";

/** The crate photo, to signed-in staff only, never rendered as anything but the image it was checked to be. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const photo = id.success ? await leadPhoto(id.data) : undefined;
  if (!photo) return new Response("Not found", { status: 404 });
  const extension = photo.type === "image/jpeg" ? "jpg" : photo.type.split("/")[1];
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.type,
      "Content-Disposition": `inline; filename="crate-${id.data}.${extension}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
