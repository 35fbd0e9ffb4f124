import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/**
 * Modules every page needs go into two chunks (the framework and the site's shell) instead of a
 * dozen tiny ones: fewer requests before the first paint on slow networks. Each page's own view
 * stays with its route (a page downloads its view, not every page's; the sections several pages
 * share are in the shell), and lazily loaded code (quote form and dialog, toasts, the
 * dictionaries, the staff area, the deferred contact and inquiry forms) keeps its own chunks, so
 * nothing here may import it statically; Jotai's utilities (the form drafts' storage atoms) stay
 * with the forms that use them. One stylesheet for the whole site, for the same reason.
 */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|jotai(?![\\/]esm[\\/](vanilla[\\/]|react[\\/])?utils)|cookie-es)[\\/]/;
const shell = /[\\/]src[\\/](components[\\/](ui|layout[\\/](?!Toaster|toast-queue))|views[\\/](GeneralErrorBoundary|ErrorView|NotFoundView|PageLoading|ArticleBody|DestinationCards|FaqList|HelpBox|Highlights|PostCards|ServiceCards|ShareLinks|Testimonials|WhyChooseUs)\.|i18n[\\/](?!messages[\\/](?:en|de)(?:-mail|-staff|-request|-planner|-company|-image-directory)?\.)|lib[\\/](atoms|office-time-zone|route-texts|meta|root-data|toast|structured-data|nonce|request-context|destination-card|saved-draft)|features[\\/](quote[\\/](GetQuoteLink|QuoteDialogHost)|deferred-form|contact[\\/]contact-keys|inquiry[\\/]InlineInquiry\.))/;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    target: "es2022",
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 20 },
            { name: "shell", test: shell, priority: 10 },
          ],
        },
      },
    },
  },
  ssr: {
    // PGlite ships its WebAssembly and data files beside its module; keep it external so they resolve.
    external: ["@electric-sql/pglite"],
    // Bundled into the server build: left external, these packages are about 1,600 small files that
    // Node resolves and loads one by one at every start of the server (a second of CPU).
    noExternal: [/^react-aria(-components)?$/, /^react-stately$/, /^@react-(aria|stately|types)\//, /^@internationalized\//],
  },
});
