import { get, type FieldErrors, type FieldValues } from "react-hook-form";
import type { ListOfErrors } from "../components/ui/forms.tsx";
import { isMessageKey } from "../i18n/messages/index.ts";
import { useT } from "../i18n/use-t.ts";

// Kept apart from components/ui/forms.tsx, which every page loads: only the lead forms need
// react-hook-form, and they load with their own code.
/**
 * The errors of a react-hook-form form by field path: the browser's check (a message key of the
 * shared schema, translated) or else the server's answer to a submission without JavaScript
 * (translated already). Both judge the same value, so only one of them is shown.
 */
export function useFieldErrors<Values extends FieldValues>(errors: FieldErrors<Values>, serverErrors: Record<string, string>) {
  const t = useT();
  return (path: string): ListOfErrors => {
    const message = (get(errors, path) as { message?: string } | undefined)?.message;
    return [(message && isMessageKey(message) ? t(message) : message) ?? serverErrors[path]];
  };
}
