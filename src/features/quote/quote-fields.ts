import { get, type Control, type Path, type RegisterOptions, type UseFormReturn, type UseFormSetValue } from "react-hook-form";
import type { ListOfErrors } from "../../components/ui/forms.tsx";
import { useFieldErrors } from "../field-errors.ts";
import { RECAPTCHA_PLACEHOLDER, type QuoteInquiryInput } from "../../lib/schemas/leads.ts";

/** The quote form's values: the payload of docs/requirements.md §3 and the honeypot. */
export type QuoteValues = QuoteInquiryInput & { website?: string };

/** A pet as a newly added one starts (docs/requirements.md §3): a dog, nothing measured yet. */
export const emptyPet = () => ({ petType: "dog" as const, breed: "", weight: 0, isSnubNose: false, dimensions: { length: 0, width: 0, height: 0 } });

export const quoteDefaults = (): QuoteValues => ({
  petType: "dog",
  breed: "",
  weight: undefined as unknown as number,
  isSnubNose: false,
  dimensions: { length: undefined, width: undefined, height: undefined },
  additionalPets: [],
  additionalPetsNotes: "",
  departureAddress: "",
  destinationAddress: "",
  travelDate: "",
  microchippedOn: "",
  vaccinatedOn: "",
  needPickup: false,
  needDelivery: false,
  hasOwnCrate: false,
  crateImage: undefined,
  additionalNotes: "",
  name: "",
  email: "",
  phone: "",
  recaptchaToken: RECAPTCHA_PLACEHOLDER,
});

/** What the parts of the quote form need to render and fill their fields. */
export interface QuoteFields {
  control: Control<QuoteValues>;
  setValue: UseFormSetValue<QuoteValues>;
  register: (name: Path<QuoteValues>, options?: RegisterOptions<QuoteValues>) => ReturnType<UseFormReturn<QuoteValues>["register"]> & { defaultValue?: string; defaultChecked?: boolean };
  /** register() for a number, typed with a decimal comma or point; empty means "not given". */
  registerNumber: (name: Path<QuoteValues>) => ReturnType<QuoteFields["register"]>;
  /** The element id of a field, unique among the quote forms on one page. */
  id: (name: string) => string;
  errorsOf: (path: string) => ListOfErrors;
}

const toNumber = (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(String(value).replace(",", ".")));

export function useQuoteFields(form: UseFormReturn<QuoteValues>, { defaults, idPrefix, serverErrors }: { defaults: QuoteValues; idPrefix: string; serverErrors: Record<string, string> }): QuoteFields {
  const errorsOf = useFieldErrors(form.formState.errors, serverErrors);
  /**
   * register() plus the value as an HTML default, so the server-rendered form (no JavaScript, or
   * a re-render with errors) shows what was entered; react-hook-form takes over after hydration.
   */
  const register: QuoteFields["register"] = (name, options) => {
    const value: unknown = get(defaults, name);
    const registered = form.register(name, options);
    return typeof value === "boolean" ? { ...registered, defaultChecked: value } : { ...registered, defaultValue: value === undefined || value === null ? undefined : String(value) };
  };
  return {
    control: form.control,
    setValue: form.setValue,
    register,
    registerNumber: (name) => register(name, { setValueAs: toNumber }),
    id: (name) => `${idPrefix}-${name.replace(/\./g, "-")}`,
    errorsOf,
  };
}
