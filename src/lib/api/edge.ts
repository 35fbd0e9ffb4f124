/**
 * The answers the production server gives before the app runs (src/server/http/http-server.server.ts),
 * shared with the MSW handlers of `mocks/`: which body limit a request has, and the answer to a
 * body too large, a malformed request or too many uploads, in the visitor's language. Browser-safe.
 */
import { translator } from "../../i18n/messages/index.ts";
import { matchRoute, resolveLanguage } from "../../i18n/resolve.ts";
import { MAX_MESSAGE_PHOTOS, MAX_UPDATE_PHOTOS } from "../lead-status.ts";
import { LIBRARY_PHOTO_MAX_BYTES } from "../schemas/company.ts";
import { LIMITS } from "../schemas/leads.ts";

/** The routes that take a crate photo, and so a large body. */
const photoRoutes = new Set(["quote", "apiSubmitInquiry"]);
const takesPhoto = (pathname: string) => photoRoutes.has(matchRoute(pathname)?.id ?? "");
/** Staff post an update's photos on a lead's page (the route needs a session; its body is limited all the same). */
const takesUpdate = (pathname: string) => matchRoute(pathname)?.id === "staffLead";
/** The owner writes to the team on the request page, with a few photos. */
const takesMessage = (pathname: string) => matchRoute(pathname)?.id === "request";
/** Staff upload a photo to the library on the company's facts page (the route needs a session too). */
const takesLibraryPhoto = (pathname: string) => matchRoute(pathname)?.id === "staffCompany";

const earlyAnswers = {
  badRequest: { status: 400, error: "bad_request", key: "api.badRequest" },
  tooLarge: { status: 413, error: "payload_too_large", key: "api.tooLarge" },
  tooSlow: { status: 408, error: "request_timeout", key: "api.tooSlow" },
  methodNotAllowed: { status: 405, error: "method_not_allowed", key: "api.methodNotAllowed" },
  busy: { status: 503, error: "busy", key: "api.uploadsBusy" },
  internal: { status: 500, error: "server_error", key: "api.internal" },
} as const;

/**
 * An answer the server gives before the app runs (a malformed request, a body too large, too many
 * uploads, a failure), in the visitor's language as far as it can be told: JSON for the API.
 */
export function earlyAnswer(kind: keyof typeof earlyAnswers, target: string, headers: { cookie?: string; "accept-language"?: string }) {
  const path = target.startsWith("/") ? target : "/";
  const { status, error, key: generalKey } = earlyAnswers[kind];
  // On the routes that take photos, a body too large is the photos: say so, as the form does.
  const pathname = path.split("?")[0] ?? "/";
  const key =
    kind !== "tooLarge" ? generalKey
    : takesPhoto(pathname) ? "validation.crateImageSize"
    : takesUpdate(pathname) ? "staff.update.tooLarge"
    : takesMessage(pathname) ? "request.message.tooLarge"
    : takesLibraryPhoto(pathname) ? "company.photoError.size"
    : generalKey;
  let lang: "en" | "de" = "en";
  try {
    const cookie = headers.cookie ?? "";
    lang = resolveLanguage(new Request(new URL(path, "http://localhost"), { headers: { cookie, "accept-language": headers["accept-language"] ?? "" } })).lang;
  } catch {
    // A target that is no URL at all: English.
  }
  const message = translator(lang)(key);
  return path.startsWith("/api/")
    ? { status, type: "application/json; charset=utf-8", body: JSON.stringify({ error, message }) }
    : { status, type: "text/plain; charset=utf-8", body: message };
}

/** Largest body of a form or JSON post that carries no file. */
export const SMALL_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Largest body of a staff update (a multipart form on a lead's page in the inbox): every photo an
 * update may carry at the largest size a photo may have, and room for the text and the form's parts.
 */
export const UPDATE_BODY_LIMIT_BYTES = MAX_UPDATE_PHOTOS * LIMITS.maxCrateImageBytes + SMALL_BODY_LIMIT_BYTES;
/** Largest body of an owner's message to the team (a multipart form on the request page): its photos at their largest, and the text. */
export const MESSAGE_BODY_LIMIT_BYTES = MAX_MESSAGE_PHOTOS * LIMITS.maxCrateImageBytes + SMALL_BODY_LIMIT_BYTES;
/** Largest body of a photo uploaded to the library: one photo and the form's other parts. */
export const LIBRARY_BODY_LIMIT_BYTES = LIBRARY_PHOTO_MAX_BYTES + SMALL_BODY_LIMIT_BYTES;

/**
 * Only the quote endpoints may carry a crate photo, as a file (multipart) or a data URL (JSON): they
 * get `limit` (BODY_LIMIT_BYTES). A lead's page in the inbox takes an update's photos as a multipart
 * form: it gets UPDATE_BODY_LIMIT_BYTES, a request page the owner's message with its photos MESSAGE_BODY_LIMIT_BYTES, and the
 * company's facts page a photo for the library LIBRARY_BODY_LIMIT_BYTES.
 * Every other request, and a URL-encoded form anywhere, gets a small limit.
 */
export function bodyLimitFor(pathname: string, contentType: string | undefined, limit: number): number {
  const multipart = /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? "");
  if (multipart && takesUpdate(pathname)) return UPDATE_BODY_LIMIT_BYTES;
  if (multipart && takesMessage(pathname)) return MESSAGE_BODY_LIMIT_BYTES;
  if (multipart && takesLibraryPhoto(pathname)) return LIBRARY_BODY_LIMIT_BYTES;
  const photo = takesPhoto(pathname) && (multipart || /^\s*application\/json\s*(;|$)/i.test(contentType ?? ""));
  return photo ? Math.max(limit, SMALL_BODY_LIMIT_BYTES) : Math.min(limit, SMALL_BODY_LIMIT_BYTES);
}

/**
 * The server's early answer as a Response (as `answerEarly` of the production server sends it), for
 * the handlers that answer in its place: `Cache-Control: no-store`, JSON for the API.
 */
export function earlyResponse(kind: Parameters<typeof earlyAnswer>[0], request: Request): Response {
  const url = new URL(request.url);
  const { status, type, body } = earlyAnswer(kind, url.pathname + url.search, {
    cookie: request.headers.get("cookie") ?? undefined,
    "accept-language": request.headers.get("accept-language") ?? undefined,
  });
  return new Response(body, { status, headers: { "Cache-Control": "no-store", "Content-Type": type } });
}
