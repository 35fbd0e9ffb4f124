/** A stored photo as an answer: only ever the image type it was checked to be, kept by no shared cache. */
export function photoResponse(photo: { bytes: Buffer; type: string } | undefined, name: string): Response {
  if (!photo) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const extension = photo.type === "image/jpeg" ? "jpg" : photo.type.split("/")[1];
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.type,
      "Content-Disposition": `inline; filename="${name}.${extension}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
