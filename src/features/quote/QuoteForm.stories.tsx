import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Toaster } from "../../components/layout/Toaster.tsx";
import { translator } from "../../i18n/messages/index.ts";
import { withFetch } from "../story-fetch.tsx";
import { QuoteForm } from "./QuoteForm.tsx";

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
  destinationAddress: "Tokyo",
  travelDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
  additionalPets: [{ petType: "cat" as const, breed: "Persian", weight: 4, isSnubNose: true, dimensions: { length: 0, width: 0, height: 0 } }],
  recaptchaToken: "recaptcha-not-loaded",
  hasOwnCrate: true,
  name: "Lena Fischer",
  email: "lena@example.org",
  phone: "+49 69 555 0101",
};

const meta = {
  title: "Forms/QuoteForm",
  component: QuoteForm,
  args: { idempotencyKey: "story", recaptcha: null },
  decorators: [(Story) => <div style={{ maxWidth: "880px", margin: "2rem auto", padding: "0 1rem" }}><Story /></div>],
} satisfies Meta<typeof QuoteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyEnglish: Story = {};
export const EmptyGerman: Story = { globals: { language: "de" } };
/** Crate recommendation, snub-nose and lead-time notices, a second pet, the photo field. */
export const FilledEnglish: Story = { args: { initialValues: filled } };
export const FilledGerman: Story = { globals: { language: "de" }, args: { initialValues: filled } };
/** As re-rendered by the server after a submission without JavaScript that failed validation. */
export const ErrorsEnglish: Story = { args: { initialValues: { name: "Lena" }, serverErrors: errorsIn("en") } };
export const ErrorsGerman: Story = { globals: { language: "de" }, args: { initialValues: { name: "Lena" }, serverErrors: errorsIn("de") } };

/** Submitting: the button is disabled and shows the processing label while the request runs. */
export const SubmittingEnglish: Story = {
  args: { initialValues: filled },
  decorators: [withFetch("pending")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId("quote-submit"));
    await expect(await canvas.findByText(translator("en")("quote.processing"))).toBeInTheDocument();
    await expect(canvas.getByTestId("quote-submit")).toBeDisabled();
  },
};

/** Failure: the destructive toast appears and every value stays in the form. */
export const FailureGerman: Story = {
  globals: { language: "de" },
  args: { initialValues: filled },
  decorators: [withFetch("error"), (Story) => <><Story /><Toaster /></>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId("quote-submit"));
    await expect(await within(document.body).findByText(translator("de")("quote.errorTitle"))).toBeInTheDocument();
    await expect(canvas.getByDisplayValue("Lena Fischer")).toBeInTheDocument();
  },
};
