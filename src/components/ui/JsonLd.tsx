import { serializeJsonLd } from "../../lib/structured-data.ts";

/** Structured data for search engines; a data block, never executed (so the CSP does not apply). */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
