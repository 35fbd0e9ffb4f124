import { useRouteLoaderData } from "react-router";
import type { RootData } from "./meta.ts";

/** The root loader's data in any component below the root. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
