/**
 * A stored photo as an answer: only ever the image type it was checked to be. A private photo (an update's, through
 * a request's link or a staff session) is kept by no cache; a photo of the library, named by its content, is kept
 * by every cache for a year.
 */
export function photoResponse(photo: { bytes: Buffer; type: string } | undefined, name: string, kept: "private" | "public" = "private"): Response {
  if (!photo) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const extension = photo.type === "image/jpeg" ? "jpg" : photo.type.split("/")[1];
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.type,
      "Content-Disposition": `inline; filename="${name}.${extension}"`,
      "X-Content-Type-Options": "nosniff",
      ...(kept === "public" ? { "Cache-Control": "public, max-age=31536000, immutable" } : { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" }),
    },
  });
}

/**
 * An owner's document as an answer: its preview (an image) inline, the file itself (a PDF, or the
 * cleaned image) only as a download, under a CSP that sandboxes it should a browser open it anyway.
 */
export function documentResponse(file: { bytes: Buffer; type: string } | undefined, name: string, variant: "file" | "preview"): Response {
  if (variant === "preview" || !file) return photoResponse(file, `${name}-preview`);
  const extension = file.type === "application/pdf" ? "pdf" : file.type === "image/jpeg" ? "jpg" : "png";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": `attachment; filename="${name}.${extension}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
