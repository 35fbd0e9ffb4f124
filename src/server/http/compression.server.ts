/** Which answers are worth compressing, and with what the client accepts. */
import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import Negotiator from "negotiator";

export const isCompressible = (type: string) => /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(type);

/** negotiator 1.x takes the server's order for equal weights; @types/negotiator still describes 0.6. */
type PreferringNegotiator = { encodings(available: readonly string[], options: { preferred: readonly string[] }): string[] };

/** What the site can send, in the order it prefers between encodings the client weighs the same. */
const ENCODINGS = ["br", "gzip", "identity"];

/**
 * The encoding to send, as `negotiator` reads the client's `Accept-Encoding`: the one it weighs
 * highest (`q=0` refuses), brotli before gzip before none between equal weights; undefined for the
 * plain bytes (no header, `identity` first, or nothing acceptable).
 */
export function preferredEncoding(req: Pick<IncomingMessage, "headers">): "br" | "gzip" | undefined {
  const [chosen] = (new Negotiator(req) as PreferringNegotiator).encodings(ENCODINGS, { preferred: ENCODINGS });
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/**
 * Brotli for answers compressed while a visitor waits (pages on their first request, streamed
 * answers): quality 4 with a 256 KiB window costs less than half of quality 5's time for ~8 %
 * more bytes, and allocates a fraction of the default 4 MiB window. Build-time files use 11.
 */
export const brotliParams = (sizeHint = 0) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});

export const GZIP_LEVEL = 6;
