import { z } from "zod";
import type { Route } from "./+types/staff-document";
import { parseDocumentFile } from "../lib/schemas/document-file.ts";
import { documentResponse } from "../server/http/photo-response.server.ts";
import { documentFile } from "../server/requests/documents.server.ts";

/** A paper of one of a request's steps, to signed-in staff: the file as a download, or its preview. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const file = parseDocumentFile(params.file);
  return documentResponse(id.success && file ? await documentFile(id.data, file.id, file.variant) : undefined, `document-${file?.id}`, file?.variant ?? "file");
}
