import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "./i18n/messages/index.ts";

// The page's language decides the one dictionary the browser needs before hydrating.
await loadDictionary(document.documentElement.lang === "de" ? "de" : "en");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
