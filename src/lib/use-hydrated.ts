import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from "react";

const subscribe = () => () => {};

/** False during server rendering and hydration, true afterwards: for JavaScript-only enhancements. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * Whether a visitor changed a field of this server-rendered form before its code ran: React keeps
 * what was typed (it never overwrites a field while hydrating) but never saw the change. A field's
 * default is what the server rendered.
 */
export function editedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement) {
      return element.type === "checkbox" || element.type === "radio" ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
    }
    if (element instanceof HTMLSelectElement) return [...element.options].some((option) => option.selected !== option.defaultSelected);
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    return false;
  });
}

/** Runs `adopt` once after hydration if the form was changed before it, so the page acts on what the visitor already chose. */
export function useEditsMadeBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (form: HTMLFormElement) => void): void {
  const onEdited = useEffectEvent(adopt);
  useEffect(() => {
    if (form.current && editedBeforeHydration(form.current)) onEdited(form.current);
  }, [form]);
}
