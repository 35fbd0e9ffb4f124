import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldPath, SubmitHandler, UseFormReturn } from "react-hook-form";
import type { QuoteValues } from "./quote-fields.ts";
import { errorPathsOf, inDisplayOrder, LAST_STEP, QUOTE_STEPS, STEP_FIELDS, stepOf } from "./quote-steps.ts";

/** The fields a refused Next or submission found wrong, on the step it went to: what the error summary lists. */
export interface Refusal {
  step: number;
  attempt: number;
  paths: string[];
}

export interface QuoteSteps {
  step: number;
  /** Next and submission tries so far: a pet added since the last one shows no errors yet. */
  attempt: number;
  refusal: Refusal | null;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  next: () => Promise<void>;
  back: () => void;
  /** Back to the first step (the draft was thrown away). */
  restart: () => void;
}

/**
 * Step, Back and Next of the quote form. Next checks only the current step's fields; a submission
 * checks everything and goes to the first step with an error. Focus follows: to the step's heading
 * after a move, to the first invalid field after a refusal. Without steps (`stepped` false: the
 * server's HTML, no JavaScript) the form is one page and submits as it always did.
 */
export function useQuoteSteps(form: UseFormReturn<QuoteValues>, { stepped, serverErrors, onValid }: { stepped: boolean; serverErrors: Record<string, string>; onValid: SubmitHandler<QuoteValues> }): QuoteSteps {
  const [initial] = useState(() => {
    // A post refused by the server (typed before the code arrived) opens on its first step with an error.
    const paths = inDisplayOrder(Object.keys(serverErrors), form.getValues("additionalPets")?.length ?? 0);
    const step = paths.length > 0 ? Math.min(...paths.map(stepOf)) : 0;
    return { step, refusal: paths.length > 0 ? { step, attempt: 0, paths } : null };
  });
  const [step, setStep] = useState(initial.step);
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(initial.refusal);
  const [focus, setFocus] = useState<{ step: number; invalid: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focus) return;
    // A frame later: the step is shown and the errors are rendered, so `aria-invalid` is there to find.
    const frame = requestAnimationFrame(() => {
      const section = formRef.current?.querySelector<HTMLElement>(`[data-quote-step="${focus.step}"]`);
      const invalid = focus.invalid ? section?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
      (invalid ?? section?.querySelector<HTMLElement>("[data-step-heading]"))?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const invalidPaths = (index: number) =>
    errorPathsOf(index, form.getValues("additionalPets")?.length ?? 0).filter((path) => !!form.getFieldState(path as FieldPath<QuoteValues>).error?.message);
  const go = (index: number) => {
    setStep(index);
    setFocus({ step: index, invalid: false });
  };
  const refuse = (index: number, count: number) => {
    setStep(index);
    setRefusal({ step: index, attempt: count, paths: invalidPaths(index) });
    setFocus({ step: index, invalid: true });
  };
  const tried = () => {
    const count = attempt + 1;
    setAttempt(count);
    return count;
  };

  const next = async () => {
    const count = tried();
    const names = STEP_FIELDS[QUOTE_STEPS[step]!] as ReadonlyArray<FieldPath<QuoteValues>>;
    if (await form.trigger([...names])) {
      setRefusal(null);
      go(Math.min(step + 1, LAST_STEP));
    } else refuse(step, count);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step means Next, not sending what is not asked for yet.
    if (stepped && step < LAST_STEP) {
      event.preventDefault();
      void next();
      return;
    }
    const count = tried();
    void form.handleSubmit(onValid, () => {
      const first = QUOTE_STEPS.findIndex((_, index) => invalidPaths(index).length > 0);
      refuse(first === -1 ? LAST_STEP : first, count);
    })(event);
  };

  return {
    step,
    attempt,
    refusal,
    formRef,
    onSubmit,
    next,
    back: () => go(Math.max(step - 1, 0)),
    restart: () => {
      setRefusal(null);
      setStep(0);
    },
  };
}
