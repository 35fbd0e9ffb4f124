// The project's own lint rules for its architecture (docs/architecture.md, "Layers"):
//   architecture/layers    an import goes down the layer order, never up; server code is never imported by client code
//   architecture/no-cycle  no module imports itself through others
// Plain JavaScript, so ESLint loads it without a build step; the imports of other files are read with TypeScript's parser.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Layers of client code, top first: a module may import its own layer and those below it. */
export const LAYERS = ["routes", "views", "features", "components", "lib"];

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The layer of a file, or undefined for code outside the layered tree (tests, stories, mocks, scripts).
 * @param {string} file absolute path
 * @param {string} [base] the project's root
 */
export function layerOf(file, base = root) {
  const rel = path.relative(path.join(base, "src"), file).split(path.sep).join("/");
  if (rel.startsWith("..")) return undefined;
  if (/\.(test|integration\.test|stories)\.tsx?$/.test(rel) || rel.startsWith("test/")) return undefined;
  if (rel.startsWith("server/") || /\.server\.tsx?$/.test(rel)) return "server";
  if (rel.startsWith("routes/") || /^(root|entry\.client|entry\.server|routes)\.tsx?$/.test(rel)) return "routes";
  if (rel.startsWith("views/")) return "views";
  if (rel.startsWith("features/")) return "features";
  if (rel.startsWith("components/")) return "components";
  return "lib"; // lib/, i18n/, styles/, route-table.ts
}

/**
 * Why `from` may not import `to`, or undefined when it may.
 * Server code may use lib, components and the mail templates of features/mail (rendered on the server to mails and images);
 * only routes (their loaders and actions) and server code may import server code.
 */
export function forbidden(from, to, base = root) {
  const a = layerOf(from, base);
  const b = layerOf(to, base);
  if (a === undefined || b === undefined) return undefined;
  if (b === "server") return a === "server" || a === "routes" ? undefined : `client code (${a}) imports server code`;
  if (a === "server") {
    const rel = path.relative(path.join(base, "src"), to).split(path.sep).join("/");
    return b === "lib" || b === "components" || rel.startsWith("features/mail/") ? undefined : `server code imports ${b}`;
  }
  return LAYERS.indexOf(b) < LAYERS.indexOf(a) ? `${a} imports ${b}, a layer above it (order: ${LAYERS.join(" → ")})` : undefined;
}

const extensions = ["", ".ts", ".tsx", ".js", ".json", "/index.ts", "/index.tsx"];

/** The file a specifier names, or undefined for packages and virtual modules. */
export function resolve(specifier, importer, base = root) {
  let target;
  if (specifier.startsWith("~/")) target = path.join(base, "src", specifier.slice(2));
  else if (specifier.startsWith("./") || specifier.startsWith("../")) target = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  target = target.replace(/\?.*$/, "");
  for (const ext of extensions) {
    const candidate = target + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  // "./x.css" names the vanilla-extract module x.css.ts
  for (const ext of [".ts", ".tsx"]) if (fs.existsSync(target + ext)) return target + ext;
  return undefined;
}

/** @type {Map<string, { mtime: number, imports: string[] }>} */
const cache = new Map();

/** The files a file imports, type-only imports included: a cycle of types is a cycle of modules that cannot be understood one at a time. */
export function importsOf(file, base = root) {
  const mtime = fs.statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.imports;
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const imports = [...new Set(specifiers.map((s) => resolve(s, file, base)).filter((f) => f !== undefined && /\.tsx?$/.test(f)))];
  cache.set(file, { mtime, imports });
  return imports;
}

/** A path of imports from `start` back to `file`, or undefined. */
export function cycleThrough(file, start, base = root) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [current, trail] = stack.pop();
    if (current === file) return trail;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of importsOf(current, base)) stack.push([next, [...trail, next]]);
  }
  return undefined;
}

function isTypeOnlyNode(node) {
  if (node.type === "ImportDeclaration") {
    if (node.importKind === "type") return true;
    return node.specifiers.length > 0 && node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type");
  }
  return node.type === "ExportNamedDeclaration" && node.exportKind === "type";
}

function eachImport(context, check) {
  const onSource = (node) => {
    if (node.source && node.source.type === "Literal" && typeof node.source.value === "string") check(node, node.source.value);
  };
  return {
    ImportDeclaration: onSource,
    ExportNamedDeclaration: onSource,
    ExportAllDeclaration: onSource,
    ImportExpression: onSource,
  };
}

const base = (context) => context.settings?.architecture?.root ?? root;

const rel = (file, b) => path.relative(b, file).split(path.sep).join("/");

export default {
  meta: { name: "architecture" },
  rules: {
    layers: {
      meta: { type: "problem", docs: { description: "Imports go down the layer order; server code is never imported by client code" }, schema: [], messages: { upward: "{{why}}: {{target}} (docs/architecture.md, Layers)" } },
      create(context) {
        const b = base(context);
        return eachImport(context, (node, specifier) => {
          const target = resolve(specifier, context.filename, b);
          if (target === undefined) return;
          const why = forbidden(context.filename, target, b);
          // A type-only import of a server module by a view describes the data it is given; it leaves no server code in the bundle.
          if (why === undefined || (isTypeOnlyNode(node) && layerOf(target, b) === "server")) return;
          context.report({ node, messageId: "upward", data: { why, target: rel(target, b) } });
        });
      },
    },
    "no-cycle": {
      meta: { type: "problem", docs: { description: "No module imports itself through others" }, schema: [], messages: { cycle: "import cycle: {{trail}}" } },
      create(context) {
        const b = base(context);
        return eachImport(context, (node, specifier) => {
          const target = resolve(specifier, context.filename, b);
          if (target === undefined || !/\.tsx?$/.test(target)) return;
          const trail = cycleThrough(context.filename, target, b);
          if (trail) context.report({ node, messageId: "cycle", data: { trail: [context.filename, ...trail].map((f) => rel(f, b)).join(" → ") } });
        });
      },
    },
  },
};
