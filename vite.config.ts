import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { target: "es2022" },
  ssr: {
    // PGlite ships its WebAssembly and data files beside its module; keep it external so they resolve.
    external: ["@electric-sql/pglite", "postgres"],
  },
});
