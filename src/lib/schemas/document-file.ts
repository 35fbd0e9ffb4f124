/**
 * The `:file` of a document's address: its id, and `-preview` for the picture of it (a PDF's first
 * page drawn on the server; an image is its own). Anything else names no document.
 */
export function parseDocumentFile(file: string | undefined): { id: string; variant: "file" | "preview" } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-preview)?$/.exec(file ?? "");
  return match ? { id: match[1]!, variant: match[2] ? "preview" : "file" } : undefined;
}
