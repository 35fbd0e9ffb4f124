import { atom } from "jotai";
import type { Lang } from "../i18n/languages.ts";

export type Consent = "all" | "essential";

/** The page language; seeded from the server's resolution on every navigation. */
export const langAtom = atom<Lang>("en");
/** The stored cookie-consent choice, or null while none is stored. */
export const consentAtom = atom<Consent | null>(null);

/** What a Get a Quote button may fill in: a destination slug (`japan/tokyo-nrt`) and a travel date (ISO). */
export interface QuotePrefill {
  destination: string;
  travelDate?: string;
}

const quoteDialogState = atom<{ open: boolean; prefill?: QuotePrefill }>({ open: false });

/**
 * Whether the global quote dialog is open (docs/requirements.md §2: an overlay, not a route). Set `true` to
 * open an empty form, a `QuotePrefill` to open it filled in, `false` to close it.
 */
export const quoteDialogAtom = atom(
  (get) => get(quoteDialogState).open,
  (get, set, next: boolean | QuotePrefill) =>
    set(quoteDialogState, typeof next === "boolean" ? { open: next, prefill: next ? undefined : get(quoteDialogState).prefill } : { open: true, prefill: next }),
);

/** What the quote dialog was last opened with (checked by the form before use). */
export const quotePrefillAtom = atom((get) => get(quoteDialogState).prefill);
