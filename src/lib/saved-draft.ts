/** Where a form's draft is kept in the tab's sessionStorage (features/drafts.ts). */
export const draftStorageKey = (key: string) => `draft:${key}`;

/**
 * Whether a draft of the form is saved, read without the drafts' code (so a deferred form can
 * fetch its code at once to restore it); false where storage cannot be read.
 */
export function hasSavedDraft(key: string): boolean {
  try {
    const saved = typeof window === "undefined" ? null : window.sessionStorage.getItem(draftStorageKey(key));
    return saved !== null && saved !== "null";
  } catch {
    return false;
  }
}
