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
