import { createContext } from "react-router";
import type { Lang } from "../i18n/languages.ts";

/** Per-request values the server sets before any loader runs. */
export const langContext = createContext<Lang>("en");
/** CSP nonce of this response, set by the production server (`server/http/http-server.server.ts`); empty in development. */
export const nonceContext = createContext<string>("");
/** The client's address as the production server determined it (see `clientAddress`: the trusted proxy's entry with TRUST_PROXY). */
export const clientIpContext = createContext<string>("unknown");
