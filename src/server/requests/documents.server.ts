/**
 * The papers an owner uploads for a step of their checklist, and the team's verdict on each.
 *
 * An image (JPEG or PNG) is decoded and encoded anew like an update's photo: no EXIF, XMP or GPS
 * survives. A PDF is kept as it came, but only after poppler (Debian's `poppler-utils`) has read it:
 * one it cannot parse is refused, and so is one with JavaScript (document scripts, as `pdfinfo -js`
 * lists them, or an action naming it), an embedded file or a launch action. It is never shown by the
 * browser: the owner and staff download it as an attachment under a sandboxing CSP, and see its first
 * page as a PNG that `pdftoppm` drew on the server. Without poppler on the machine a PDF is refused
 * with a message that asks for a photo of it instead.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, count, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_STEP, type DocumentReview } from "../../lib/schemas/request-document.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { leadEvents, quoteInquiries, requestDocuments } from "../db/schema.ts";
import { cleanUpdatePhoto } from "../leads/photo.server.ts";
import { log } from "../log.server.ts";
import { requestPage } from "./request-page.server.ts";

const run = promisify(execFile);
/** How long poppler may take over one file. */
const POPPLER_TIMEOUT_MS = 15_000;
/** The preview's longest side. */
const PREVIEW_SIDE = 1200;

type Checked = { ok: true; type: string; bytes: Buffer; preview: Buffer | null; width: number; height: number } | { ok: false; error: MessageKey };

/**
 * Names in a PDF that make it run or carry something (`#xx` escapes in names decoded first): a script,
 * an action that starts a program, an embedded file, Flash or XFA content, additional actions. Those in
 * compressed object streams are not seen here; poppler's lists below catch the scripts and files there.
 */
const ACTIVE_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|AA)(?=[\s/<>[\]()]|$)/;

function activeContent(bytes: Buffer): boolean {
  const text = bytes.toString("latin1").replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return ACTIVE_NAMES.test(text);
}

/** Reads a PDF with poppler: refused when it cannot be parsed or has scripts or embedded files; else its first page drawn. */
async function checkPdf(bytes: Buffer): Promise<Checked> {
  if (!bytes.subarray(0, 1024).includes("%PDF-") || activeContent(bytes)) return { ok: false, error: "request.document.pdfRefused" };
  const dir = await mkdtemp(join(tmpdir(), "arc-document-"));
  try {
    const file = join(dir, "document.pdf");
    await writeFile(file, bytes, { mode: 0o600 });
    const options = { timeout: POPPLER_TIMEOUT_MS, maxBuffer: 1024 * 1024 };
    const scripts = await run("pdfinfo", ["-js", file], options);
    const attached = await run("pdfdetach", ["-list", file], options);
    if (scripts.stdout.trim() !== "" || !/^0 embedded files/m.test(attached.stdout)) return { ok: false, error: "request.document.pdfRefused" };
    await run("pdftoppm", ["-png", "-singlefile", "-f", "1", "-l", "1", "-scale-to", String(PREVIEW_SIDE), file, join(dir, "preview")], options);
    const drawn = await sharp(await readFile(join(dir, "preview.png"))).png().toBuffer({ resolveWithObject: true });
    return { ok: true, type: "application/pdf", bytes, preview: drawn.data, width: drawn.info.width, height: drawn.info.height };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    if (missing) log.error("documents: poppler (pdfinfo, pdfdetach, pdftoppm) is not installed; PDFs are refused");
    return { ok: false, error: missing ? "request.document.pdfUnavailable" : "request.document.pdfRefused" };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A document checked and made safe to keep, by what its bytes are (never by its name or stated type). */
export async function checkDocument(bytes: Buffer): Promise<Checked> {
  if (bytes.length === 0) return { ok: false, error: "request.document.type" };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, error: "request.document.size" };
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (type === "application/pdf") return checkPdf(bytes);
  if (type !== "image/jpeg" && type !== "image/png") return { ok: false, error: "request.document.type" };
  const photo = await cleanUpdatePhoto(bytes, { types: ["image/jpeg", "image/png"], maxBytes: MAX_DOCUMENT_BYTES });
  if (!photo.ok) return { ok: false, error: "request.document.type" };
  return { ok: true, type: photo.type, bytes: photo.bytes, preview: null, width: photo.width, height: photo.height };
}

/** Adds a document to a step of the request's plan; a message key when refused, "notFound" without such a request. */
export async function addDocument(inquiryId: string, stepId: string, bytes: Buffer): Promise<{ ok: true } | { ok: false; error: MessageKey | "notFound" }> {
  const page = await requestPage(inquiryId, "en");
  if (!page) return { ok: false, error: "notFound" };
  if (!page.checklist?.plan.steps.some((step) => step.id === stepId)) return { ok: false, error: "request.step.unknown" };
  const checked = await checkDocument(bytes);
  if (!checked.ok) return checked;
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("update");
    const [held] = await tx.select({ count: count() }).from(requestDocuments).where(and(eq(requestDocuments.inquiryId, inquiryId), eq(requestDocuments.stepId, stepId)));
    if ((held?.count ?? 0) >= MAX_DOCUMENTS_PER_STEP) return { ok: false as const, error: "request.document.tooMany" as const };
    await tx.insert(requestDocuments).values({ inquiryId, stepId, type: checked.type, bytes: checked.bytes, preview: checked.preview, width: checked.width, height: checked.height });
    return { ok: true as const };
  });
}

/** A document's file or its preview (a PDF's drawn first page; an image is its own), or undefined (also for another request's). */
export async function documentFile(inquiryId: string, documentId: string, variant: "file" | "preview"): Promise<{ bytes: Buffer; type: string } | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ bytes: requestDocuments.bytes, preview: requestDocuments.preview, type: requestDocuments.type })
    .from(requestDocuments)
    .where(and(eq(requestDocuments.id, documentId), eq(requestDocuments.inquiryId, inquiryId)));
  if (!row) return undefined;
  if (variant === "preview" && row.preview) return { bytes: row.preview, type: "image/png" };
  return { bytes: row.bytes, type: row.type };
}

/** The team's verdict on a document, in the lead's history; false when there is no such document of the request. */
export async function reviewDocument(inquiryId: string, review: DocumentReview, userId: number): Promise<boolean> {
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    const [document] = await tx
      .update(requestDocuments)
      .set({ status: review.verdict, reason: review.verdict === "again" ? (review.reason ?? null) : null, reviewedBy: userId, reviewedAt: new Date() })
      .where(and(eq(requestDocuments.id, review.documentId), eq(requestDocuments.inquiryId, inquiryId)))
      .returning({ stepId: requestDocuments.stepId });
    if (!document) return false;
    await tx.insert(leadEvents).values({ leadKind: "quote", leadId: inquiryId, userId, action: review.verdict === "accepted" ? "document_accepted" : "document_again", stepId: document.stepId, note: review.reason ?? null });
    return true;
  });
}
