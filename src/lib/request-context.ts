import { createContext } from "react-router";
import type { Lang } from "../i18n/languages.ts";

/** Per-request values the server sets before any loader runs. */
export const langContext = createContext<Lang>("en");
/** CSP nonce of this response, set by `serve.ts`; empty in development. */
export const nonceContext = createContext<string>("");
/** The client's IP address as the server sees it (first X-Forwarded-For hop with TRUST_PROXY). */
export const clientIpContext = createContext<string>("unknown");
