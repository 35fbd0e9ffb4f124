import type { Route } from "./+types/media";
import { photoResponse } from "../server/http/photo-response.server.ts";
import { photoFile } from "../server/photos.server.ts";

/** A file of the company's photo library (`/media/{id}.jpg`, `/media/{id}-800.avif` …): public, named by its content. */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.file ?? "";
  return photoResponse(await photoFile(name), name.replace(/\.[a-z]+$/, ""), "public");
}
