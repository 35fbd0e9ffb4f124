/**
 * axe-core in a Playwright page, shared by the accessibility browser tests and `npm run audit`:
 * the WCAG 2.2 A/AA rule tags, waiting for entrance animations, and the violations in a form
 * that prints well.
 */
import axe from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/**
 * Lets entrance animations (e.g. the cookie banner fading in) finish, so colours are measured as
 * people see them, not half-transparent. Infinite animations are not waited for; at most 5 s.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]).then(() => undefined),
    )
    .catch(() => {});
}

export interface AxeFindings {
  violations: AxeViolation[];
  /** Checks axe could not decide by itself (for a person to review). */
  incomplete: Array<{ id: string; help: string; nodes: number }>;
  passes: number;
}

/** What the page's copy of axe is reached by. */
type PageWithAxe = Window & { axe?: typeof axe };

/**
 * The page's WCAG 2.2 A/AA findings as it is now; `include` narrows the check to one part of it.
 * axe is put into the page once per document (through the DevTools protocol, so the page's
 * content-security policy does not apply) and run in the top frame: the site has no frames. Only
 * violations are detailed unless `detailed` is set, which keeps a run cheap enough to check every
 * page of the sitemap at two widths. `rules` switches single rules off where a caller documents why
 * (a story's `parameters.a11y.options.rules`).
 */
export async function axeFindings(
  page: Page,
  { include, detailed = false, rules = {} }: { include?: string; detailed?: boolean; rules?: Record<string, { enabled: boolean }> } = {},
): Promise<AxeFindings> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ tags, include, detailed, rules }) =>
      (window as PageWithAxe).axe!.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        rules,
        resultTypes: detailed ? ["violations", "incomplete", "passes", "inapplicable"] : ["violations"],
      }),
    { tags: AXE_TAGS, include, detailed, rules },
  );
  return {
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      tags: violation.tags,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : String(part))),
        html: node.html,
        failureSummary: node.failureSummary,
      })),
    })),
    incomplete: results.incomplete.map((item) => ({ id: item.id, help: item.help, nodes: item.nodes.length })),
    passes: results.passes.length,
  };
}

/** One line per violation and affected element, for a test's failure message. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact ?? "?"}) ${violation.help} — ${node.target.join(" ")}: ${node.html.slice(0, 160)}`),
  );
}
