import { z } from "zod";
import type { Route } from "./+types/request-photo";
import { photoResponse } from "../server/http/photo-response.server.ts";
import { inquiryOfToken } from "../server/requests/links.server.ts";
import { requestPhoto } from "../server/requests/request-page.server.ts";
import { consumeRequestView } from "../server/requests/request-view.server.ts";

/** A photo of an update, through the request's private link only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limited = await consumeRequestView(context);
  if (limited) return limited;
  const photo = z.uuid().safeParse(params.photo);
  const inquiryId = await inquiryOfToken(params.token);
  return photoResponse(inquiryId && photo.success ? await requestPhoto(inquiryId, photo.data) : undefined, `photo-${photo.data}`);
}
