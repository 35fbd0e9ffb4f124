/**
 * The checks every JSON endpoint makes before looking at a payload, shared by the server and the MSW
 * handlers of `mocks/`: POST, a JSON content type, a modest JSON object. Browser-safe.
 */
import type { Lang } from "../../i18n/languages.ts";
import { apiError, postOnlyResponse, submissionResponse, type SubmissionResult } from "./answer.ts";

/** No payload of the site nests deeper or has more separators (`,` `:` `[` `{`) than this. */
const JSON_LIMITS = { depth: 6, tokens: 2000 };
const prototypeKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Whether a JSON text is small in structure, checked before parsing it: a crate photo is one long
 * string, but a body of millions of tiny values or deep nesting would cost seconds to parse and
 * validate for nothing. Strings are skipped whole; a malformed text is left to JSON.parse.
 */
export function jsonStructureFits(text: string): boolean {
  let depth = 0;
  let tokens = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */) {
      i = stringEnd(text, i);
      if (i < 0) return true;
      continue;
    }
    if (code === 123 /* { */ || code === 91 /* [ */) {
      if (++depth > JSON_LIMITS.depth) return false;
    } else if (code === 125 /* } */ || code === 93 /* ] */) {
      depth--;
      continue;
    } else if (code !== 44 /* , */ && code !== 58 /* : */) {
      continue;
    }
    if (++tokens > JSON_LIMITS.tokens) return false;
  }
  return true;
}

/** Where the JSON string opening at `start` closes (its unescaped quote), or -1 if it never does. */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 92 /* \ */) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

/**
 * JSON.parse that refuses prototype keys anywhere in the text, and reads a lone UTF-16 surrogate
 * (`"\ud800"`, which no text can store) as U+FFFD, as a browser does when it encodes a form.
 */
function parseWithoutPrototypeKeys(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (prototypeKeys.has(key)) throw new SyntaxError(`The key ${key} is not accepted.`);
    return typeof value === "string" ? value.toWellFormed() : value;
  });
}

/**
 * The checks every JSON endpoint makes before looking at a payload: POST, JSON content type, a
 * modest JSON object (the server has refused other sites already). Returns the parsed object, or the error response to send.
 */
export async function readJsonObject(request: Request, lang: Lang): Promise<{ raw: object } | { response: Response }> {
  if (request.method !== "POST") return { response: postOnlyResponse(lang) };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { response: apiError(415, "unsupported_media_type", "api.unsupportedType", lang) };
  try {
    const text = await request.text();
    const raw = jsonStructureFits(text) ? parseWithoutPrototypeKeys(text) : undefined;
    if (raw && typeof raw === "object" && !Array.isArray(raw)) return { raw };
  } catch {
    // Falls through to the same answer as a non-object body.
  }
  return { response: apiError(400, "invalid_json", "api.invalidJson", lang, { extra: { details: [] } }) };
}


/** A JSON submission answered: the checks above, then the service's result as the API answers it. */
export async function submissionAnswer(request: Request, lang: Lang, submit: (raw: object) => Promise<SubmissionResult>): Promise<Response> {
  const body = await readJsonObject(request, lang);
  if ("response" in body) return body.response;
  return submissionResponse(await submit(body.raw), lang);
}
