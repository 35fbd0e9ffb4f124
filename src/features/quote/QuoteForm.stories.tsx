import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { handlers } from "../../../mocks/handlers.ts";
import { Toaster } from "../../components/layout/Toaster.tsx";
import { isLang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { QuoteForm } from "./QuoteForm.tsx";
import { AdditionalPets } from "./AdditionalPets.tsx";
import { CrateRecommendation } from "./Crate.tsx";
import { PetFields } from "./PetFields.tsx";
import { PlaceField } from "./PlaceField.tsx";
import { QuoteTextField } from "./QuoteTextField.tsx";
import { StepIndicator } from "./QuoteSteps.tsx";
import { TravelDateField } from "./TravelDateField.tsx";
import { TravelSection } from "./TravelSection.tsx";
import { officeDaysAhead as inDays } from "../../lib/office-day.ts";

const errorsIn = (lang: "en" | "de") => {
  const t = translator(lang);
  return {
    weight: t("validation.weight"),
    departureAddress: t("validation.departureAddress"),
    travelDate: t("validation.travelDate"),
    email: t("validation.email"),
  };
};


const filled = {
  breed: "French Bulldog",
  weight: 12,
  isSnubNose: true,
  dimensions: { length: 45, width: 18, height: 35 },
  departureAddress: "Frankfurt am Main",
  destinationAddress: "Tokyo (NRT), Japan",
  travelDate: inDays(40),
  additionalPets: [{ petType: "cat" as const, breed: "Persian", weight: 4, isSnubNose: true, dimensions: { length: 0, width: 0, height: 0 } }],
  recaptchaToken: "recaptcha-not-loaded",
  hasOwnCrate: true,
  name: "Lena Fischer",
  email: "lena@example.org",
  phone: "+49 69 555 0101",
};

/** Presses Next `times` times with the values given, each time waiting for the next step's heading to take focus. */
async function goToStep(canvasElement: HTMLElement, lang: "en" | "de", step: 2 | 3) {
  const t = translator(lang);
  const canvas = within(canvasElement);
  for (const heading of (["quote.step.plan", "quote.step.extras"] as const).slice(0, step - 1)) {
    await userEvent.click(canvas.getByTestId("quote-next"));
    // The heading holds the step's title among other text; the title is matched literally ("Weitere Angaben (optional)").
    const title = new RegExp(t(heading).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await waitFor(() => expect(canvas.getByRole("heading", { name: title })).toHaveFocus(), { timeout: 5000 });
  }
}

const meta = {
  title: "Forms/QuoteForm",
  component: QuoteForm,
  // The form's parts, each shown in the stories below.
  subcomponents: { StepIndicator, PetFields, CrateRecommendation, AdditionalPets, TravelSection, PlaceField, TravelDateField, QuoteTextField },
  args: { idempotencyKey: "story", recaptcha: null },
  decorators: [(Story) => <div style={{ maxWidth: "880px", margin: "2rem auto", padding: "0 1rem" }}><Story /></div>],
} satisfies Meta<typeof QuoteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step, the journey: the step list marks it current. */
export const EmptyEnglish: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("listitem", { current: "step" })).toHaveTextContent(translator("en")("quote.step.journeyShort"));
  },
};
export const EmptyGerman: Story = { globals: { language: "de" } };
/** Next on the empty journey: the summary links to each field of this step only. */
export const JourneyErrorsEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId("quote-next"));
    const summary = await canvas.findByTestId("error-summary");
    await expect(within(summary).getAllByRole("link")).toHaveLength(4);
    // The summary can show before the form has moved focus to the first refused field: wait for the move.
    await waitFor(() => expect(canvas.getByLabelText(/^Weight/)).toHaveFocus(), { timeout: 5000 });
  },
};
export const JourneyErrorsGerman: Story = {
  globals: { language: "de" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId("quote-next"));
    await expect(await within(canvasElement).findByTestId("error-summary")).toHaveTextContent(translator("de")("validation.summaryTitle"));
  },
};
/**
 * The second step after a valid journey: crate recommendation and snub-nose notice, and (Tokyo 40 days
 * ahead is too early for Japan's entry rules) the notice with the earliest possible date (from the
 * requirements API, MSW); then the contact details.
 */
export const PlanEnglish: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "en", 2);
    await expect(await within(canvasElement).findByTestId("lead-time-notice", {}, { timeout: 5000 })).toHaveTextContent(/the earliest possible travel date is [A-Z][a-z]+ [1-9]\d?, \d{4}/);
    await expect(within(canvasElement).getByTestId("crate-recommendation")).toBeVisible();
  },
};
export const PlanGerman: Story = {
  globals: { language: "de" },
  args: { initialValues: { ...filled, destinationAddress: "Tokio (NRT), Japan" } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "de", 2);
    await expect(await within(canvasElement).findByTestId("lead-time-notice", {}, { timeout: 5000 })).toHaveTextContent(/Das frühestmögliche Reisedatum ist der [1-9]\d?\. \p{L}+ \d{4}/u);
  },
};
/** The last step, optional extras: breed, snub nose, measurements, own crate and photo, services, notes. */
export const ExtrasEnglish: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "en", 3);
    await expect(within(canvasElement).getByTestId("quote-submit")).toBeVisible();
    // The first pet's breed, on this step (the added pet's own fields stay on the first step).
    const extras = canvasElement.querySelector<HTMLElement>('[data-quote-step="2"]')!;
    await expect(within(extras).getByLabelText(/^Breed/)).toHaveValue("French Bulldog");
  },
};
export const ExtrasGerman: Story = {
  globals: { language: "de" },
  args: { initialValues: { ...filled, destinationAddress: "Tokio (NRT), Japan" } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "de", 3);
    await expect(within(canvasElement).getByTestId("quote-submit")).toHaveTextContent(translator("de")("quote.submit"));
  },
};

/** A date the rules allow: the first dated steps of the checklist under the date. */
export const PlanStepsEnglish: Story = {
  args: { initialValues: { ...filled, destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(250) } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "en", 2);
    const steps = await within(canvasElement).findByTestId("travel-plan-steps", {}, { timeout: 5000 });
    await expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
  },
};
export const PlanStepsGerman: Story = {
  globals: { language: "de" },
  args: { initialValues: { ...filled, destinationAddress: "Tokio (NRT), Japan", travelDate: inDays(250) } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "de", 2);
    const steps = await within(canvasElement).findByTestId("travel-plan-steps", {}, { timeout: 5000 });
    await expect(steps).toHaveTextContent(/bis [1-9]\d?\. \p{L}+ \d{4}/u);
  },
};

/** The days of steps already done: the plan counts from them, so the microchip and the vaccination are no longer open steps. */
export const PlanWithDoneStepsEnglish: Story = {
  args: { initialValues: { ...filled, destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(300), microchippedOn: inDays(-200), vaccinatedOn: inDays(-150) } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "en", 2);
    await expect(within(canvasElement).getByLabelText(translator("en")("quote.vaccinatedOn"))).toHaveValue(inDays(-150));
    const steps = await within(canvasElement).findByTestId("travel-plan-steps", {}, { timeout: 5000 });
    await expect(steps.querySelector('[data-step="microchip"]')).toBeNull();
    await expect(steps.querySelector('[data-step="rabies-vaccination"]')).toBeNull();
  },
};
export const PlanWithDoneStepsGerman: Story = {
  globals: { language: "de" },
  args: { initialValues: { ...filled, destinationAddress: "Tokio (NRT), Japan", travelDate: inDays(300), microchippedOn: inDays(-200), vaccinatedOn: inDays(-150) } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "de", 2);
    await expect(within(canvasElement).getByLabelText(translator("de")("quote.microchippedOn"))).toHaveValue(inDays(-200));
  },
};

/** A destination the planner does not know: no plan, and the owner reads that the team checks its rules. */
export const DestinationNotInThePlannerEnglish: Story = {
  args: { initialValues: { ...filled, destinationAddress: "Kathmandu, Nepal", travelDate: inDays(120) } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "en", 2);
    await expect(await within(canvasElement).findByTestId("rules-checked")).toHaveTextContent(translator("en")("quote.rulesChecked"));
    await expect(within(canvasElement).queryByTestId("travel-plan-steps")).toBeNull();
  },
};
export const DestinationNotInThePlannerGerman: Story = {
  globals: { language: "de" },
  args: { initialValues: { ...filled, destinationAddress: "Kathmandu, Nepal", travelDate: inDays(120) } },
  play: async ({ canvasElement }) => {
    await goToStep(canvasElement, "de", 2);
    await expect(await within(canvasElement).findByTestId("rules-checked")).toHaveTextContent(translator("de")("quote.rulesChecked"));
  },
};

/** The destination combo box: "tok" suggests both Tokyo airports; choosing one fills in its label. */
export const DestinationSuggestionsEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("combobox", { name: /^Destination/ });
    await userEvent.type(field, "tok");
    const option = await within(document.body).findByRole("option", { name: "Tokyo (NRT), Japan" });
    await expect(within(document.body).getByRole("option", { name: "Tokyo (HND), Japan" })).toBeInTheDocument();
    await userEvent.click(option);
    await expect(field).toHaveValue("Tokyo (NRT), Japan");
  },
};
/** German labels; the country finds every airport of it ("japan" lists the four Japanese ones). */
export const DestinationSuggestionsGerman: Story = {
  globals: { language: "de" },
  parameters: {
    // The story ends with the suggestions open. While they are, react-aria hides the rest of the
    // page from screen readers (aria-hidden) and focus stays in the field; leaving it (Tab) closes
    // the list and lifts aria-hidden, so no hidden field is ever reached while hidden: axe's
    // aria-hidden-focus does not apply to this open state. Every other story checks the same form
    // with the rule on.
    a11y: { options: { rules: { "aria-hidden-focus": { enabled: false } } } },
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("combobox", { name: /^Ziel/ });
    await userEvent.type(field, "japan");
    await expect(await within(document.body).findByRole("option", { name: "Tokio (NRT), Japan" })).toBeInTheDocument();
    await expect(within(document.body).getAllByRole("option")).toHaveLength(4);
  },
};
/** As re-rendered by the server after a submission without JavaScript that failed validation: it opens on the first step with an error. */
export const ErrorsEnglish: Story = { args: { initialValues: { name: "Lena" }, serverErrors: errorsIn("en") } };
export const ErrorsGerman: Story = { globals: { language: "de" }, args: { initialValues: { name: "Lena" }, serverErrors: errorsIn("de") } };

/** The quote endpoint never answering, and answering as the server does while its database is unavailable. */
const submitPending = http.post("*/api/submit-inquiry", () => delay("infinite"));
// It answers after a moment, as a server does: long enough for the browser to drop the focus of the disabled button.
const submitUnavailable = http.post("*/api/submit-inquiry", async ({ request }) => {
  await delay(150);
  const asked = new URL(request.url).searchParams.get("language") ?? "";
  const message = translator(isLang(asked) ? asked : "en")("api.unavailable");
  return HttpResponse.json({ error: "unavailable", message }, { status: 503, headers: { "Retry-After": "10" } });
});

/** Submitting: the button is disabled and shows the processing label while the request runs. */
export const SubmittingEnglish: Story = {
  args: { initialValues: filled },
  parameters: { msw: [submitPending, ...handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await goToStep(canvasElement, "en", 3);
    await userEvent.click(canvas.getByTestId("quote-submit"));
    await expect(await canvas.findByText(translator("en")("quote.processing"))).toBeInTheDocument();
    await expect(canvas.getByTestId("quote-submit")).toBeDisabled();
  },
};

/**
 * Failure: the destructive toast appears, the form says so next to its button (read with the button),
 * every value stays in the form, and the focus is back on the button.
 */
const failure = (lang: "en" | "de"): Story => ({
  globals: { language: lang },
  args: { initialValues: filled },
  parameters: { msw: [submitUnavailable, ...handlers] },
  decorators: [(Story) => <><Story /><Toaster /></>],
  play: async ({ canvasElement }) => {
    const t = translator(lang);
    const canvas = within(canvasElement);
    await goToStep(canvasElement, lang, 3);
    // The estimate above the button arrives from the API: sent before it, the page's height (and where the
    // focus leaves it scrolled) would depend on how fast it came.
    await waitFor(() => expect(canvas.getByTestId("estimate")).not.toHaveAttribute("data-kind", "loading"), { timeout: 5000 });
    await userEvent.click(canvas.getByTestId("quote-submit"));
    await expect(await within(document.body).findByText(t("quote.errorTitle"))).toBeInTheDocument();
    const note = await canvas.findByTestId("quote-submit-error");
    await expect(note).toHaveTextContent(t("quote.errorInline"));
    await expect(canvas.getByTestId("quote-submit")).toHaveAttribute("aria-describedby", note.id);
    await expect(canvas.getByDisplayValue("Lena Fischer")).toBeInTheDocument();
    // The visitor who sent it keeps their place: the focus is back on the button.
    await waitFor(() => expect(canvas.getByTestId("quote-submit")).toHaveFocus(), { timeout: 5000 });
  },
});
// The 503 answer is these stories' subject. Storybook reads tags from the source as written, so they stand here.
export const FailureEnglish: Story = { ...failure("en"), tags: ["expected-http-errors"] };
export const FailureGerman: Story = { ...failure("de"), tags: ["expected-http-errors"] };
