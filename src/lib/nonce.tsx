import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce on the server; browsers hide it from scripts, so it is empty after hydration. */
export function useNonce() {
  return useContext(NonceContext) || undefined;
}
