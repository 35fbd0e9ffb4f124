import { useNonce } from "../../lib/nonce.tsx";
import { serializeJsonLd } from "../../lib/structured-data.ts";

/**
 * Structured data for search engines: a data block, never executed. It carries the response's
 * nonce all the same, so every script element of a page is accounted for by the CSP.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
