import { Html } from "../components/ui/Page.tsx";
import * as page from "../components/ui/page.css.ts";
import type { Faq } from "../lib/schemas/content.ts";

/**
 * Collapsible questions on native <details>: they toggle independently and work without
 * JavaScript; only the first is open at the start (docs/requirements.md §2).
 */
export function FaqList({ faqs, firstOpen = true }: { faqs: Faq[]; firstOpen?: boolean }) {
  return (
    <div>
      {faqs.map((faq, index) => (
        <details key={faq.id} className={page.faqItem} open={firstOpen && index === 0} data-testid="faq-item">
          <summary className={page.faqQuestion}>{faq.translation.question}</summary>
          <Html className={page.faqAnswer} html={faq.translation.answer} />
        </details>
      ))}
    </div>
  );
}
