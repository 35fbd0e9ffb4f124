import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { langAtom } from "../lib/atoms.ts";
import { translator } from "./messages/index.ts";

export function useLang() {
  return useAtomValue(langAtom);
}

/** The translate function of the current language. */
export function useT() {
  const lang = useLang();
  return useMemo(() => translator(lang), [lang]);
}
