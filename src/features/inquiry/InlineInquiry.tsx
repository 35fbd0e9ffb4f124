import { useRootData } from "../../lib/root-data.ts";
import { DeferredForm, lazyModule } from "../deferred-form.tsx";

/** The form's code; the routes holding the form load their data alongside it. */
export const inquiryForm = lazyModule(() => import("./InlineInquiryForm.tsx"));

/**
 * The quote form inline at the bottom of a page (FAQ, services), without its code (react-hook-form, zod, the
 * date picker) in the page's first load: the server's HTML form until the form comes near the
 * window, is focused or touched (see DeferredForm).
 */
export function InlineInquiry({ idPrefix }: { idPrefix: string }) {
  const recaptcha = useRootData()?.recaptcha ?? null;
  return (
    <DeferredForm id={`${idPrefix}-inquiry`} module={inquiryForm} approach>
      {(module, typed) => <module.InlineInquiryForm initialValues={typed} recaptcha={recaptcha} idPrefix={idPrefix} />}
    </DeferredForm>
  );
}
