import { useEffect, useRef, useState } from "react";
import { useLang } from "../../i18n/use-t.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { QuoteFormProps } from "../quote/QuoteForm.tsx";
import type * as LiveModule from "./InlineInquiryForm.tsx";

type Live = typeof LiveModule;

let loaded: Live | undefined;
let loading: Promise<Live> | undefined;

/**
 * Loads the form's code once. The server awaits it in the loader of a page holding the form, so
 * the page's HTML always contains the complete form; the browser loads it when it is needed.
 */
export function loadInlineInquiry(): Promise<Live> {
  loading ??= import("./InlineInquiryForm.tsx").then((module) => (loaded = module));
  return loading;
}

/** Room to spare: the code is fetched while the form is still this far outside the window. */
const APPROACH_MARGIN = "600px 0px";

interface Focused {
  id: string;
  start: number | null;
  end: number | null;
}

/**
 * The quote form inline at the bottom of a page, without its code in the page's first load.
 *
 * The server renders the complete form, which works as a plain HTML form (it posts to the quote
 * page). When the page is hydrated, the form's HTML is kept exactly as the server sent it, so no
 * code is needed for it. The code (react-hook-form, zod, the date picker) is fetched only when the
 * form comes near the window, is focused or touched, or the page changes language; the
 * interactive form then takes the place of the HTML one with whatever was typed and the focus
 * kept. After a client-side navigation the code is fetched at once.
 */
export function InlineInquiry({ idPrefix }: { idPrefix: string }) {
  const lang = useLang();
  const recaptcha = useRootData()?.recaptcha ?? null;
  const id = `${idPrefix}-inquiry`;
  const [live, setLive] = useState<{ module: Live; initialValues?: QuoteFormProps["initialValues"] } | undefined>(() => (loaded ? { module: loaded } : undefined));
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
      void loadInlineInquiry().then((module) => {
        if (cancelled) return;
        const form = element?.querySelector("form");
        const active = document.activeElement;
        if (active && element?.contains(active) && active.id) {
          const field = active as Partial<HTMLInputElement>;
          focused.current = { id: active.id, start: field.selectionStart ?? null, end: field.selectionEnd ?? null };
        }
        setLive({ module, initialValues: form ? module.valuesOf(form) : undefined });
      });
    };
    if (!serverHtml || !element || lang !== firstLang || typeof IntersectionObserver === "undefined") {
      start();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    const events = ["focusin", "pointerdown", "input"] as const;
    for (const type of events) element.addEventListener(type, start);
    return () => {
      cancelled = true;
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, start);
    };
  }, [live, serverHtml, lang, firstLang]);

  // The field that had the focus in the HTML form has it again in the interactive one.
  useEffect(() => {
    const was = focused.current;
    if (!live || !was) return;
    focused.current = null;
    const field = document.getElementById(was.id);
    if (!(field instanceof HTMLElement)) return;
    field.focus();
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && was.start !== null) {
      try {
        field.setSelectionRange(was.start, was.end ?? was.start);
      } catch {
        // Inputs without a text selection (number, date).
      }
    }
  }, [live]);

  if (live) {
    const { InlineInquiryForm } = live.module;
    return (
      <div key="live" id={id} data-interactive={typeof document === "undefined" ? "false" : "true"}>
        <InlineInquiryForm initialValues={live.initialValues} recaptcha={recaptcha} idPrefix={idPrefix} />
      </div>
    );
  }
  // The server's HTML as it is: React leaves the inside of this element alone while it hydrates.
  return <div key="html" id={id} ref={holder} data-interactive="false" dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
}
