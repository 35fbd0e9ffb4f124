import { useEffect, useState } from "react";
import { apiFetch, type ApiAnswer } from "../lib/api-client.ts";

/** Typing sends one request once the input rests this long. */
export const API_DEBOUNCE_MS = 300;

/**
 * What `read` makes of the site's API's answer to a GET of `url`: asked for once `url` rests for a
 * moment, a stale request aborted when it changes. Undefined while there is nothing to ask, while the
 * answer is on its way, and when `read` finds nothing in it (the form works without it). `read` is a
 * function of the module, not one made anew on each render (that would ask again each time).
 */
export function useApiAnswer<T>(url: string | undefined, read: (answer: ApiAnswer) => T | undefined): T | undefined {
  const [answer, setAnswer] = useState<{ url: string; value: T } | undefined>(undefined);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void apiFetch(url, { signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        const value = read(result);
        if (value !== undefined) setAnswer({ url, value });
      });
    }, API_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, read]);
  return answer && answer.url === url ? answer.value : undefined;
}
