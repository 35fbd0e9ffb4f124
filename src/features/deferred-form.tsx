import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useLang } from "../i18n/use-t.ts";

/**
 * The code of a form loaded on demand: `load()` fetches it once, `current()` is the module once it
 * arrived, `alongside(data)` is the data once the code has arrived too. A route holding the form
 * loads its data alongside the code (on the server, so the page's HTML holds the whole form; after
 * a client-side navigation, so the form is interactive at once).
 */
export interface LazyModule<Module> {
  load(): Promise<Module>;
  current(): Module | undefined;
  alongside<Data>(data: Promise<Data>): Promise<Data>;
}

export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = () => (loading ??= importer().then((module) => (loaded = module)));
  return {
    load,
    current: () => loaded,
    alongside: async (data) => (await Promise.all([data, load()]))[0],
  };
}

/** What a deferred form's module offers besides its component: the values typed into the HTML form. */
export interface FormModule {
  valuesOf(form: HTMLFormElement): unknown;
}

type Typed<Module extends FormModule> = ReturnType<Module["valuesOf"]>;

/** Room to spare: with `approach`, the code is fetched while the form is still this far outside the window. */
const APPROACH_MARGIN = "600px 0px";

/** What can hold the focus in a form, in document order. */
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/** The focused element: by its id, else by its place among the form's focusable elements (a link, say). */
interface Focused {
  id: string | null;
  index: number;
  start: number | null;
  end: number | null;
}

export interface DeferredFormProps<Module extends FormModule> {
  /** The id of the element that holds the form. */
  id: string;
  module: LazyModule<Module>;
  /** Fetch the code when the form comes near the window, not only when it is focused, touched or typed into. */
  approach?: boolean;
  /** Fetch the code at once (a saved draft to restore, say). */
  eager?: boolean;
  /** The interactive form, with what was typed into the HTML form before the code arrived. */
  children: (module: Module, typed: Typed<Module> | undefined) => ReactNode;
}

/**
 * A form without its code in the page's first load.
 *
 * The server renders the complete form (its route loads its data `module.alongside` the code), which works as
 * a plain HTML form. When the page is hydrated, the form's HTML is kept exactly as the server sent
 * it, so no code is needed for it. The code is fetched only when the form is focused, touched or
 * typed into (with `approach`, also when it comes near the window; with `eager`, at once), or when
 * the page changes language; the interactive form then takes the place of the HTML one with
 * whatever was typed and the focus kept. After a client-side navigation the code is fetched at once.
 */
export function DeferredForm<Module extends FormModule>({ id, module, approach = false, eager = false, children }: DeferredFormProps<Module>) {
  const lang = useLang();
  const [live, setLive] = useState<{ module: Module; typed?: Typed<Module> } | undefined>(() => {
    const current = module.current();
    return current ? { module: current } : undefined;
  });
  // The server's form, read once from the document while hydrating (empty after a client-side navigation).
  const [serverHtml] = useState(() => (live || typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? "")));
  const [firstLang] = useState(lang);
  const holder = useRef<HTMLDivElement>(null);
  const focused = useRef<Focused | null>(null);

  useEffect(() => {
    if (live) return;
    const element = holder.current;
    let started = false;
    let cancelled = false;
    const start = () => {
      if (started) return;
      started = true;
      void module.load().then((loaded) => {
        if (cancelled) return;
        const form = element?.querySelector("form");
        const active = document.activeElement;
        if (active && element && element !== active && element.contains(active)) {
          const field = active as Partial<HTMLInputElement>;
          const index = [...element.querySelectorAll(FOCUSABLE)].indexOf(active);
          focused.current = { id: active.id || null, index, start: field.selectionStart ?? null, end: field.selectionEnd ?? null };
        }
        // Read and replaced in one go: nothing typed in between can be lost.
        flushSync(() => setLive({ module: loaded, typed: form ? (loaded.valuesOf(form) as Typed<Module>) : undefined }));
      });
    };
    // A form focused before the page was hydrated is in use already.
    if (eager || !serverHtml || !element || lang !== firstLang || element.contains(document.activeElement)) {
      start();
      return () => void (cancelled = true);
    }
    const observer = approach && typeof IntersectionObserver !== "undefined"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: APPROACH_MARGIN })
      : undefined;
    observer?.observe(element);
    const events = ["focusin", "pointerdown", "input"] as const;
    for (const type of events) element.addEventListener(type, start);
    return () => {
      cancelled = true;
      observer?.disconnect();
      for (const type of events) element.removeEventListener(type, start);
    };
  }, [live, serverHtml, lang, firstLang, module, approach, eager]);

  // The field (or link) that had the focus in the HTML form has it again in the interactive one.
  useEffect(() => {
    const was = focused.current;
    if (!live || !was) return;
    focused.current = null;
    const field = was.id ? document.getElementById(was.id) : document.getElementById(id)?.querySelectorAll(FOCUSABLE)[was.index];
    if (!(field instanceof HTMLElement)) return;
    field.focus();
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && was.start !== null) {
      try {
        field.setSelectionRange(was.start, was.end ?? was.start);
      } catch {
        // Inputs without a text selection (number, date).
      }
    }
  }, [live, id]);

  if (live) {
    return (
      <div key="live" id={id} data-interactive={typeof document === "undefined" ? "false" : "true"}>
        {children(live.module, live.typed)}
      </div>
    );
  }
  // The server's HTML as it is: React leaves the inside of this element alone while it hydrates.
  return <div key="html" id={id} ref={holder} data-interactive="false" dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
}
