import { eq } from "drizzle-orm";
import type { Route } from "./+types/admin-photo";
import { requireStaff } from "../server/admin/session.server.ts";
import { getDatabase } from "../server/db/client.server.ts";
import { quoteInquiries } from "../server/db/schema.ts";

/** The crate photo, to signed-in staff only, never rendered as anything but the image it was checked to be. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!/^[0-9a-f-]{36}$/.test(params.id)) return new Response("Not found", { status: 404 });
  const { db } = await getDatabase();
  const [row] = await db.select({ image: quoteInquiries.crateImage, type: quoteInquiries.crateImageType }).from(quoteInquiries).where(eq(quoteInquiries.id, params.id));
  if (!row?.image || !row.type) return new Response("Not found", { status: 404 });
  const extension = row.type.split("/")[1] === "jpeg" ? "jpg" : row.type.split("/")[1];
  return new Response(new Uint8Array(row.image), {
    headers: {
      "Content-Type": row.type,
      "Content-Disposition": `inline; filename="crate-${params.id}.${extension}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
