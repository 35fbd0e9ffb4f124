/**
 * Owners' documents for the steps of their checklist, on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL: uploaded through the request page's form (the route's action), an image's GPS tag gone,
 * a PDF read by poppler and previewed as a drawn page, one with a script, an attached file or a broken
 * structure refused; served only through the right link, the PDF only as a sandboxed download; the
 * team's verdicts; erasure.
 */
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { jpegWithGps } from "../../test/photos.ts";
import { brokenPdf, pdfWithAttachment, pdfWithScript, plainPdf } from "../../test/pdf.ts";
import { inDays, validInquiry } from "../../test/fixtures.ts";
import { propertyRuns, prototypeKeys } from "../../test/property.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import * as requestRoute from "../../routes/request.tsx";
import * as documentRoute from "../../routes/request-document.ts";
import { configure } from "../config.server.ts";
import { leadEvents, requestDocuments, users } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";
import { erasePerson } from "../staff/privacy.server.ts";
import { inboxFilterSchema, listLeads } from "../staff/inbox.server.ts";
import { withdrawRequestLinks } from "./links.server.ts";
import { reviewDocument } from "./documents.server.ts";
import { requestPage } from "./request-page.server.ts";

const postgres = postgresTestDatabase("arc_request_documents");

const photoWithGps = () => jpegWithGps(120, 160);

for (const [engine, open] of [["the embedded database", undefined], ["PostgreSQL", postgres?.open]] as const) {
  describe.runIf(engine !== "PostgreSQL" || postgres)(`documents of a request's steps, on ${engine}`, () => {
    const db = withTestDatabase({}, open ? { open } : {});

    async function submit(email = `docs-${Math.random().toString(36).slice(2)}@example.org`) {
      configure({ RATE_LIMIT_POINTS: "100000" });
      const result = await submitInquiry({ ...validInquiry(), email, crateImage: undefined, hasOwnCrate: false, destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(300) }, { lang: "en", clientIp: "10.9.9.9" });
      if (result.kind !== "created" || !result.requestToken) throw new Error(`not stored: ${result.kind}`);
      return { id: result.id, token: result.requestToken, reference: result.reference! };
    }

    const context = () => {
      const provider = new RouterContextProvider();
      provider.set(langContext, "en");
      provider.set(clientIpContext, `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
      return provider;
    };

    /** Uploads a file for a step through the request page's form, as a browser does. */
    async function upload(token: string, stepId: string, bytes: Buffer | undefined, name = "paper.bin", extra: Record<string, string> = {}) {
      const body = new FormData();
      body.append("intent", "document");
      body.append("stepId", stepId);
      for (const [key, value] of Object.entries(extra)) body.append(key, value);
      if (bytes) body.append("document", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
      try {
        const answer = (await requestRoute.action({ request: new Request(`https://arc.example/requests/${token}`, { method: "POST", body }), params: { token }, context: context() } as never)) as unknown as { data: { document: { ok: boolean; error?: string } }; init: { status?: number } | null };
        return { status: answer.init?.status ?? 200, data: answer.data.document };
      } catch (thrown) {
        return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: undefined };
      }
    }

    const fetchFile = async (token: string, file: string) =>
      (await documentRoute.loader({ request: new Request(`https://arc.example/requests/${token}/documents/${file}`), params: { token, file }, context: context() } as never)) as Response;

    it("keeps a photo without its GPS tag and a plain PDF with its first page drawn; the PDF only as a sandboxed download", async () => {
      const { id, token } = await submit();
      const photo = await photoWithGps();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      expect(await upload(token, "microchip", photo, "chip.jpg")).toEqual({ status: 200, data: { ok: true, stepId: "microchip" } });
      expect(await upload(token, "rabies-vaccination", plainPdf(), "certificate.pdf")).toEqual({ status: 200, data: { ok: true, stepId: "rabies-vaccination" } });

      const documents = (await requestPage(id, "en"))!.documents;
      expect(documents).toMatchObject([{ stepId: "microchip", kind: "image", status: "pending" }, { stepId: "rabies-vaccination", kind: "pdf", status: "pending" }]);
      const [image, pdf] = documents as [(typeof documents)[number], (typeof documents)[number]];

      const kept = await fetchFile(token, image.id);
      expect(kept.headers.get("content-disposition")).toMatch(/^attachment;/);
      const bytes = Buffer.from(await kept.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes("owner camera secret")).toBe(false);

      const download = await fetchFile(token, pdf.id);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="document-[0-9a-f-]+\.pdf"$/);
      expect(download.headers.get("content-security-policy")).toContain("sandbox");
      expect(Buffer.from(await download.arrayBuffer()).equals(plainPdf())).toBe(true);
      const preview = await fetchFile(token, `${pdf.id}-preview`);
      expect(preview.headers.get("content-type")).toBe("image/png");
      expect(preview.headers.get("content-disposition")).toMatch(/^inline;/);
      const drawn = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
      expect([drawn.format, drawn.height]).toEqual(["png", 1200]);
    });

    it("refuses a PDF with a script, with an attached file or broken, a file that is neither, one too large, and a step the plan has not; nothing is stored", async () => {
      const { id, token } = await submit();
      for (const bytes of [pdfWithScript(), pdfWithAttachment(), brokenPdf()]) expect(await upload(token, "microchip", bytes, "x.pdf")).toEqual({ status: 400, data: { ok: false, stepId: "microchip", error: "request.document.pdfRefused" } });
      expect(await upload(token, "microchip", Buffer.from("<html><script>alert(1)</script></html>"), "x.jpg")).toMatchObject({ status: 400, data: { error: "request.document.type" } });
      expect(await upload(token, "microchip", Buffer.alloc(10 * 1024 * 1024 + 1, 1), "big.pdf")).toMatchObject({ status: 400, data: { error: "request.document.size" } });
      expect(await upload(token, "microchip", undefined)).toMatchObject({ status: 400, data: { error: "request.document.type" } });
      expect(await upload(token, "quarantine-on-the-moon", plainPdf())).toMatchObject({ status: 400, data: { error: "request.step.unknown" } });
      expect(await db.handle.db.select().from(requestDocuments).where(eq(requestDocuments.inquiryId, id))).toEqual([]);
    });

    it("takes three documents a step at most", async () => {
      const { token } = await submit();
      for (let n = 0; n < 3; n++) expect((await upload(token, "microchip", plainPdf())).status).toBe(200);
      expect(await upload(token, "microchip", plainPdf())).toMatchObject({ status: 400, data: { error: "request.document.tooMany" } });
    });

    it("serves a document through its own request's link only, and through none once the links are withdrawn", async () => {
      const a = await submit();
      const b = await submit();
      expect((await upload(a.token, "microchip", plainPdf())).status).toBe(200);
      const [document] = (await requestPage(a.id, "en"))!.documents;
      expect((await fetchFile(a.token, document!.id)).status).toBe(200);
      expect((await fetchFile(b.token, document!.id)).status).toBe(404);
      expect((await fetchFile("x".repeat(32), document!.id)).status).toBe(404);
      expect((await fetchFile(a.token, `${document!.id}.pdf`)).status).toBe(404);
      const [user] = await db.handle.db.insert(users).values({ username: `links-${a.id.slice(0, 6)}`, password: "scrypt$placeholder" }).returning({ id: users.id });
      await withdrawRequestLinks(a.id, user!.id);
      expect((await fetchFile(a.token, document!.id)).status).toBe(404);
    });

    it("records the team's verdicts, which the owner's page shows, in the lead's history", async () => {
      const { id, token } = await submit();
      for (const step of ["microchip", "rabies-vaccination"]) expect((await upload(token, step, plainPdf())).status).toBe(200);
      const [first, second] = (await requestPage(id, "en"))!.documents;
      const [user] = await db.handle.db.insert(users).values({ username: `review-${id.slice(0, 6)}`, password: "scrypt$placeholder" }).returning({ id: users.id });
      expect(await reviewDocument(id, { intent: "documentReview", documentId: first!.id, verdict: "accepted" }, user!.id)).toBe(true);
      expect(await reviewDocument(id, { intent: "documentReview", documentId: second!.id, verdict: "again", reason: "expired" }, user!.id)).toBe(true);
      // Another request's document is not this one's to review.
      const other = await submit();
      const inboxFilter = inboxFilterSchema.parse({ kind: "quote" });
      expect(await reviewDocument(other.id, { intent: "documentReview", documentId: first!.id, verdict: "again", reason: "unreadable" }, user!.id)).toBe(false);
      expect((await requestPage(id, "de"))!.documents).toMatchObject([{ status: "accepted", reason: null }, { status: "again", reason: "expired" }]);
      // The inbox flags a request while papers of it wait for a verdict.
      expect((await listLeads({ ...inboxFilter, q: other.reference })).rows[0]).not.toHaveProperty("papersToCheck");
      expect((await upload(other.token, "microchip", plainPdf())).status).toBe(200);
      expect((await listLeads({ ...inboxFilter, q: other.reference })).rows[0]).toMatchObject({ papersToCheck: 1 });
      expect(await db.handle.db.select({ action: leadEvents.action, stepId: leadEvents.stepId }).from(leadEvents).where(and(eq(leadEvents.leadId, id)))).toEqual([
        { action: "document_accepted", stepId: "microchip" },
        { action: "document_again", stepId: "rabies-vaccination" },
      ]);
    });

    it("answers any posted upload form without a server error, and stores nothing when it is refused", async () => {
      const { id, token } = await submit();
      const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...prototypeKeys, "microchip", "document", "", "../../etc/passwd"));
      await fc.assert(
        fc.asyncProperty(text, fc.dictionary(fc.constantFrom("stepId", "intent", ...prototypeKeys), text, { maxKeys: 3 }), fc.uint8Array({ maxLength: 300 }), async (stepId, extra, bytes) => {
          const before = (await db.handle.db.select({ id: requestDocuments.id }).from(requestDocuments).where(eq(requestDocuments.inquiryId, id))).length;
          const { status } = await upload(token, stepId, Buffer.from(bytes), "x", { ...extra, intent: "document" });
          expect(status).toBeLessThan(500);
          const after = (await db.handle.db.select({ id: requestDocuments.id }).from(requestDocuments).where(eq(requestDocuments.inquiryId, id))).length;
          expect(after).toBe(status === 200 ? before + 1 : before);
        }),
        propertyRuns(25),
      );
    });

    it("goes with the request when the owner's data is erased", async () => {
      const email = `erase-docs-${Math.random().toString(36).slice(2)}@example.org`;
      const { id, token } = await submit(email);
      expect((await upload(token, "microchip", plainPdf())).status).toBe(200);
      const [user] = await db.handle.db.insert(users).values({ username: `eraser-${id.slice(0, 6)}`, password: "scrypt$placeholder" }).returning({ id: users.id });
      await erasePerson(email, user!.id);
      expect(await db.handle.db.select().from(requestDocuments).where(eq(requestDocuments.inquiryId, id))).toEqual([]);
    });
  });
}
