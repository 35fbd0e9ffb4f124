/** Which answers are worth compressing, and with what the client accepts. */
import type { IncomingMessage } from "node:http";

export const isCompressible = (type: string) => /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(type);

export function preferredEncoding(req: IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}
