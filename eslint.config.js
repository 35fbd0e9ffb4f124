import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import architecture from "./scripts/lint/architecture.js";

export default tseslint.config(
  { ignores: ["build/", "storybook-static/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}", "serve.js", "serve-process.js"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    // The icon library draws the generated images at build time; pages use the static icons.
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "lucide-react", message: "Use the static icons of src/components/ui/icons.tsx." }] }] },
  },
  {
    // The layer order and the ban on import cycles of docs/architecture.md ("Layers").
    files: ["src/**/*.{ts,tsx}"],
    plugins: { architecture },
    rules: { "architecture/layers": "error", "architecture/no-cycle": "error" },
  },
);
