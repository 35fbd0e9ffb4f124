import { atom } from "jotai";
import type { Lang } from "../i18n/languages.ts";

export type Consent = "all" | "essential";

/** The page language; seeded from the server's resolution on every navigation. */
export const langAtom = atom<Lang>("en");
/** The stored cookie-consent choice, or null while none is stored. */
export const consentAtom = atom<Consent | null>(null);

/** Whether the global quote dialog is open (docs/requirements.md §2: an overlay, not a route). */
export const quoteDialogAtom = atom(false);
