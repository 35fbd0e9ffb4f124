/**
 * Every component a screen shows can be reviewed in Storybook: each `.tsx` module under
 * `src/views/`, `src/features/` and `src/components/` that exports a React component (an exported
 * function or constant with a capitalised name) is imported by at least one `*.stories.tsx` file,
 * directly or through one of the story helpers below. A module imported only by other components
 * does not count as covered: its own states get a story of their own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

/**
 * Modules that export components but are no screen or part of one, each with its reason. Keep it
 * short: a module that shows something to a visitor or to staff needs a story instead.
 */
const notScreens: Record<string, string> = {
  // Mails are reviewed whole: every template has stories (through mail-previews.tsx, below).
  "src/features/mail/MailLayout.tsx": "the frame every mail template is rendered in; shown by every mail story",
  "src/features/mail/LeadParts.tsx": "the rows of a lead every staff mail is built from; shown by the sales mail stories",
  // Nothing visible: markup for machines, hosts that load a component on first use, an error boundary.
  "src/components/ui/JsonLd.tsx": "a <script type=application/ld+json> for search engines; nothing is shown",
  "src/components/ui/RouteLink.tsx": "a link to a route of the route table: a plain <a>, shown in the stories of every component that uses it",
  "src/components/ui/icons.tsx": "the icon glyphs, shown in the stories of the components that use them",
  "src/components/layout/ToastHost.tsx": "mounts the toast region (Layout/Toaster) once the first toast is shown",
  "src/features/quote/QuoteDialogHost.tsx": "loads the quote dialog's code on first use; the dialog itself has stories",
  "src/features/deferred-form.tsx": "loads a form's code when it is first used; the forms themselves have stories",
  "src/views/GeneralErrorBoundary.tsx": "chooses the view for a route's error; what it shows is ErrorView and NotFoundView, each a module that needs stories of its own",
};

/** Story-only modules whose imports count as covered (mail-previews renders every mail template). */
const storyHelpers = ["src/features/mail/mail-previews.tsx"];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const project = (path: string) => relative(root, path).split("\\").join("/");

/** The project modules a file imports (relative paths and the `~/` alias), as project paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [project(join(src, specifier.slice(2)))];
    if (specifier.startsWith(".")) return [project(resolve(dirname(file), specifier))];
    return [];
  });
}

const exportsComponent = (file: string) => /^export\s+(?:default\s+)?(?:function|const)\s+[A-Z]\w*/m.test(readFileSync(file, "utf8"));

const candidates = ["views", "features", "components"]
  .flatMap((dir) => files(join(src, dir)))
  .filter((file) => file.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(file) && exportsComponent(file))
  .map(project)
  .sort();
const storyFiles = files(src).filter((file) => file.endsWith(".stories.tsx"));
const covered = new Set([...storyFiles, ...storyHelpers.map((helper) => join(root, helper))].flatMap(importsOf));

describe("story coverage", () => {
  it("finds the component modules and the story files", () => {
    expect(candidates.length).toBeGreaterThan(20);
    expect(storyFiles.length).toBeGreaterThan(0);
  });

  it("lists only existing component modules as no screens", () => {
    expect(Object.keys(notScreens).filter((module) => !candidates.includes(module))).toEqual([]);
  });

  it("has a story for every component a screen shows", () => {
    const missing = candidates.filter((module) => !covered.has(module) && !Object.hasOwn(notScreens, module));
    if (missing.length) console.error(`Component modules without a story (${missing.length}); import each from a *.stories.tsx:\n  ${missing.join("\n  ")}`);
    expect(missing).toEqual([]);
  });
});
