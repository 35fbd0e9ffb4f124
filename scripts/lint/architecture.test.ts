import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import architecture from "./architecture.js";

// A small project of its own, written to a temporary folder: the rules read the files an import names.
let root: string;

const files: Record<string, string> = {
  "src/lib/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
  "src/lib/b.ts": 'import type { a } from "./a.ts";\nexport const b: ReturnType<typeof a> | 1 = 1;\n',
  "src/lib/c.ts": 'import { d } from "~/lib/d.ts";\nexport const c = d;\n',
  "src/lib/d.ts": "export const d = 1;\n",
  "src/components/Card.tsx": 'import { Form } from "../features/Form.tsx";\nexport const Card = () => <Form />;\n',
  "src/features/Form.tsx": 'import { d } from "../lib/d.ts";\nexport const Form = () => <form>{d}</form>;\n',
  "src/views/Page.tsx": 'import { Card } from "../components/Card.tsx";\nimport type { Row } from "../server/rows.server.ts";\nexport const Page = ({ rows }: { rows: Row[] }) => <Card key={rows.length} />;\n',
  "src/views/Leaky.tsx": 'import { rows } from "../server/rows.server.ts";\nexport const Leaky = () => <p>{rows().length}</p>;\n',
  "src/server/rows.server.ts": "export interface Row { id: string }\nexport const rows = (): Row[] => [];\n",
  "src/server/sitemap.server.ts": 'import { Page } from "../views/Page.tsx";\nexport const sitemap = () => Page;\n',
  "src/routes/page.tsx": 'import { rows } from "../server/rows.server.ts";\nimport { Page } from "../views/Page.tsx";\nexport const loader = () => rows();\nexport default Page;\n',
};

async function problems(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { architecture },
        settings: { architecture: { root } },
        rules: { "architecture/layers": "error", "architecture/no-cycle": "error" },
      },
    ],
  });
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "architecture-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("architecture/no-cycle", () => {
  it("fails on a module that imports itself through another, type-only imports included", async () => {
    expect(await problems("src/lib/a.ts")).toEqual(["architecture/no-cycle: import cycle: src/lib/a.ts → src/lib/b.ts → src/lib/a.ts"]);
    expect(await problems("src/lib/b.ts")).toEqual(["architecture/no-cycle: import cycle: src/lib/b.ts → src/lib/a.ts → src/lib/b.ts"]);
  });

  it("passes imports without a way back, through the ~/ alias too", async () => {
    expect(await problems("src/lib/c.ts")).toEqual([]);
  });
});

describe("architecture/layers", () => {
  it("fails on an import of a layer above", async () => {
    expect(await problems("src/components/Card.tsx")).toEqual([
      "architecture/layers: components imports features, a layer above it (order: routes → views → features → components → lib): src/features/Form.tsx (docs/architecture.md, Layers)",
    ]);
  });

  it("fails on client code that imports server code, and on server code that imports a view", async () => {
    expect(await problems("src/views/Leaky.tsx")).toEqual(["architecture/layers: client code (views) imports server code: src/server/rows.server.ts (docs/architecture.md, Layers)"]);
    expect(await problems("src/server/sitemap.server.ts")).toEqual(["architecture/layers: server code imports views: src/views/Page.tsx (docs/architecture.md, Layers)"]);
  });

  it("passes imports down the order, a view's type-only import of server data, and a route's loader using a service", async () => {
    expect(await problems("src/views/Page.tsx")).toEqual([]);
    expect(await problems("src/features/Form.tsx")).toEqual([]);
    expect(await problems("src/routes/page.tsx")).toEqual([]);
  });
});
