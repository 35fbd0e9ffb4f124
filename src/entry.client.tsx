import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "./i18n/messages/index.ts";
import { matchRoute } from "./i18n/resolve.ts";
import { textPartsOf } from "./route-table.ts";
import { addWebFontsWhenIdle } from "./lib/web-fonts.ts";

// The page's language decides the one dictionary the browser needs before hydrating, with the parts its route shows.
await loadDictionary(document.documentElement.lang === "de" ? "de" : "en", { texts: textPartsOf(matchRoute(location.pathname)?.id) });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// After the page: the first paint is set in the fallback faces (decision 034).
addWebFontsWhenIdle();
