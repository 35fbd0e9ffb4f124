import type { Route } from "./+types/request-document";
import { parseDocumentFile } from "../lib/schemas/document-file.ts";
import { documentResponse } from "../server/http/photo-response.server.ts";
import { documentFile } from "../server/requests/documents.server.ts";
import { inquiryOfToken } from "../server/requests/links.server.ts";
import { consumeRequestView } from "../server/requests/request-view.server.ts";

/** A paper of one of the request's steps, through its private link only: the file as a download, or its preview. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limited = await consumeRequestView(context);
  if (limited) return limited;
  const file = parseDocumentFile(params.file);
  const inquiryId = await inquiryOfToken(params.token);
  return documentResponse(inquiryId && file ? await documentFile(inquiryId, file.id, file.variant) : undefined, `document-${file?.id}`, file?.variant ?? "file");
}
