import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { translator } from "../../i18n/messages/index.ts";
import { withFetch } from "../story-fetch.tsx";
import { ContactForm } from "./ContactForm.tsx";

const meta = {
  title: "Forms/ContactForm",
  component: ContactForm,
  args: { idempotencyKey: "story", recaptcha: null },
  decorators: [(Story) => <div style={{ maxWidth: "720px", margin: "2rem auto", padding: "0 1rem" }}><Story /></div>],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyEnglish: Story = {};
export const EmptyGerman: Story = { globals: { language: "de" } };
export const CustomSubject: Story = { args: { customSubject: true, initialValues: { subject: "Moving with two cats" } } };
export const ErrorsGerman: Story = {
  globals: { language: "de" },
  args: {
    initialValues: { name: "I" },
    serverErrors: { name: translator("de")("validation.name"), message: translator("de")("validation.message") },
    serverMessage: translator("de")("api.rateLimited"),
  },
};
export const ThankYouEnglish: Story = { args: { sentName: "Jonas Weber" } };
export const ThankYouDefaultNameGerman: Story = { globals: { language: "de" }, args: { sentName: "" } };

const complete = { name: "Jonas Weber", email: "jonas@example.org", subject: "Feedback", message: "A very helpful website, thank you!", recaptchaToken: "recaptcha-not-loaded" };

/** Submitting: spinner and 'Processing...', button disabled. */
export const SubmittingEnglish: Story = {
  args: { initialValues: complete },
  decorators: [withFetch("pending")],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId("contact-submit"));
    await expect(await canvas.findByText(translator("en")("contact.processing"))).toBeInTheDocument();
    await expect(canvas.getByTestId("contact-submit")).toBeDisabled();
  },
};
