/**
 * Form drafts that survive a reload and a restored tab: what a visitor typed is kept in the tab's
 * sessionStorage (through one Jotai atom per form) until the form is sent, then removed, so nothing
 * personal stays behind. Where storage is unavailable (private modes that throw, blocked storage,
 * a full quota) nothing is kept and the form works as before.
 *
 * `useFormDraft(key, form)` ties a react-hook-form form to its draft: restores it once the page is
 * interactive (after hydration, so the server's empty form and the browser's first render agree)
 * and saves changes shortly after typing stops and when the page is left. `clearDraft(key)` removes
 * a draft, also from outside the form (after a successful submission).
 */
import { useStore, type createStore, type WritableAtom } from "jotai";
import { atomWithStorage, createJSONStorage, RESET } from "jotai/utils";
import type { SyncStringStorage } from "jotai/vanilla/utils/atomWithStorage";
import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { draftStorageKey } from "../lib/saved-draft.ts";

export type Draft = Record<string, unknown>;
type Store = ReturnType<typeof createStore>;

/** Where storage cannot be used: nothing is read, nothing is written. */
const noStorage: SyncStringStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

let available: SyncStringStorage | undefined;

/**
 * The tab's sessionStorage, or no storage where it cannot be used. Even a usable storage may
 * refuse a write later (quota): every call is guarded, and a refused write stores nothing.
 */
function sessionStore(): SyncStringStorage {
  if (typeof window === "undefined") return noStorage;
  if (available === undefined) {
    available = noStorage;
    try {
      const storage = window.sessionStorage;
      const probe = draftStorageKey("probe");
      storage.setItem(probe, "1");
      storage.removeItem(probe);
      available = {
        getItem: (key) => {
          try {
            return storage.getItem(key);
          } catch {
            return null;
          }
        },
        setItem: (key, value) => {
          try {
            storage.setItem(key, value);
          } catch {
            try {
              storage.removeItem(key);
            } catch {
              // Nothing can be stored, nothing is.
            }
          }
        },
        removeItem: (key) => {
          try {
            storage.removeItem(key);
          } catch {
            // Already unreadable.
          }
        },
      };
    } catch {
      // Storage refused (private modes, blocked site data): drafts are off.
    }
  }
  return available;
}

const storage = createJSONStorage<Draft | null>(sessionStore);

type DraftAtom = WritableAtom<Draft | null, [Draft | null | typeof RESET], void>;
const atoms = new Map<string, DraftAtom>();

/** The draft of one form; `null` while there is none. Read from storage when first used in a page. */
export function draftAtom(key: string): DraftAtom {
  const found = atoms.get(key);
  if (found) return found;
  const created = atomWithStorage<Draft | null>(draftStorageKey(key), null, storage, { getOnInit: false });
  atoms.set(key, created);
  return created;
}

/** Saves waiting for their delay, per draft, so that clearing a draft also cancels them. */
const pending = new Map<string, () => void>();
/** The Jotai stores whose forms currently use a draft, so that clearing reaches their copy too. */
const stores = new Map<string, Set<Store>>();

/** Removes a draft: the stored copy, a save still waiting, and the value held by mounted forms. */
export function clearDraft(key: string): void {
  pending.delete(key);
  for (const store of stores.get(key) ?? []) store.set(draftAtom(key), RESET);
  storage.removeItem(draftStorageKey(key));
}

/** The values worth keeping: excluded fields (tokens, honeypots, large files) left out. */
function keptValues(values: FieldValues, exclude: readonly string[]): Draft {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !exclude.includes(name)));
}

export interface FormDraftOptions<Values extends FieldValues> {
  /** Fields never stored. */
  exclude?: ReadonlyArray<keyof Values & string>;
  /** Whether to restore a stored draft when the form mounts (off when the form starts from a server answer). */
  restore?: boolean;
  /** Runs with the draft just before it is put into the form (a form may need to switch a mode first). */
  onRestore?: (draft: Partial<Values>) => void;
  /** Quiet time after the last change before it is saved. */
  delayMs?: number;
}

export interface FormDraft {
  /** Whether the form was filled from a stored draft (until it is cleared). */
  restored: boolean;
  /** Forgets the draft (the form's values stay as they are). */
  clear: () => void;
}

/** Keeps `form`'s values as the draft `key`; see the top of this file. */
export function useFormDraft<Values extends FieldValues>(key: string, form: UseFormReturn<Values>, options: FormDraftOptions<Values> = {}): FormDraft {
  const { exclude = [], restore = true, delayMs = 400 } = options;
  const store = useStore();
  const atom = draftAtom(key);
  const [restored, setRestored] = useState(false);
  const cleared = useRef(false);
  const latest = useRef({ form, exclude, onRestore: options.onRestore, restore });
  useEffect(() => {
    latest.current = { form, exclude, onRestore: options.onRestore, restore };
  });

  useEffect(() => {
    // Subscribing mounts the atom, and Jotai reads the stored draft into it: only now, after hydration.
    const unsubscribe = store.sub(atom, () => {});
    const users = stores.get(key) ?? new Set<Store>();
    users.add(store);
    stores.set(key, users);
    const { form, exclude, onRestore, restore } = latest.current;
    const defaults = JSON.stringify(keptValues((form.formState.defaultValues ?? {}) as FieldValues, exclude));

    const saved = store.get(atom);
    if (restore && saved && JSON.stringify(keptValues(saved, exclude)) !== defaults) {
      onRestore?.(saved as Partial<Values>);
      form.reset({ ...form.getValues(), ...keptValues(saved, exclude) } as Values, { keepDefaultValues: true });
      // Tells the visitor why the form is filled in; an effect is the first moment the draft is known.
      setRestored(true);
    }

    const save = () => {
      pending.delete(key);
      // After `clear` (a sent form), only the visitor's own typing starts a new draft; a reset does not.
      if (cleared.current) return;
      const values = keptValues(form.getValues(), exclude);
      // Nothing typed (or everything taken back): nothing kept.
      store.set(atom, JSON.stringify(values) === defaults ? RESET : values);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      pending.get(key)?.();
    };
    const subscription = form.watch((_values, { type }) => {
      if (type === "change") cleared.current = false;
      clearTimeout(timer);
      pending.set(key, save);
      timer = setTimeout(() => pending.get(key)?.(), delayMs);
    });
    // A reload or a closed tab does not wait for the delay.
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
      users.delete(store);
      unsubscribe();
    };
  }, [key, store, atom, delayMs]);

  return {
    restored,
    clear: () => {
      cleared.current = true;
      pending.delete(key);
      clearDraft(key);
      setRestored(false);
    },
  };
}
