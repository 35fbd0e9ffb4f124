import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { handlers } from "../../../mocks/handlers.ts";
import { translator } from "../../i18n/messages/index.ts";
import { ContactForm } from "./ContactForm.tsx";
import { CONTACT_DRAFT } from "./contact-keys.ts";
import { draftStorageKey } from "../../lib/saved-draft.ts";

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

/** Given to the story and checked by its play function: the same texts, whenever the German dictionary arrives. */
const serverErrorsGerman = { name: translator("de")("validation.name"), subject: translator("de")("validation.subject"), message: translator("de")("validation.message") };

/** Every control, the subject's select among them, is described by its error. */
export const ErrorsGerman: Story = {
  globals: { language: "de" },
  args: {
    initialValues: { name: "I" },
    serverErrors: serverErrorsGerman,
    serverMessage: translator("de")("api.rateLimited"),
  },
  play: async ({ canvasElement }) => {
    const t = translator("de");
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: t("contact.subject") })).toHaveAccessibleDescription(serverErrorsGerman.subject);
    await expect(canvas.getByRole("textbox", { name: t("contact.message") })).toHaveAccessibleDescription(serverErrorsGerman.message);
  },
};
export const ThankYouEnglish: Story = { args: { sentName: "Jonas Weber" } };
export const ThankYouDefaultNameGerman: Story = { globals: { language: "de" }, args: { sentName: "" } };

const complete = { name: "Jonas Weber", email: "jonas@example.org", subject: "Feedback", message: "A very helpful website, thank you!", recaptchaToken: "recaptcha-not-loaded" };

/** Submitting: spinner and 'Processing...', button disabled (the contact endpoint never answers). */
export const SubmittingEnglish: Story = {
  args: { initialValues: complete },
  parameters: { msw: [http.post("*/api/submit-contact", () => delay("infinite")), ...handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId("contact-submit"));
    await expect(await canvas.findByText(translator("en")("contact.processing"))).toBeInTheDocument();
    await expect(canvas.getByTestId("contact-submit")).toBeDisabled();
  },
};

/** A draft as the browser keeps it in the tab's sessionStorage (features/drafts.ts), removed again after the story. */
const seedDraft = (draft: Record<string, string>) => () => {
  sessionStorage.setItem(draftStorageKey(CONTACT_DRAFT), JSON.stringify(draft));
  return () => sessionStorage.removeItem(draftStorageKey(CONTACT_DRAFT));
};

/** After a reload: the form is filled from the draft and says so, with a way to start afresh. */
export const RestoredDraftEnglish: Story = {
  beforeEach: seedDraft({ name: "Jonas Weber", email: "jonas@example.org", subject: "Feedback", message: "A very helpful website, thank ..." }),
  play: async ({ canvasElement }) => {
    const t = translator("en");
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t("draft.restored"))).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: t("contact.name") })).toHaveValue("Jonas Weber");
    await expect(canvas.getByRole("combobox", { name: t("contact.subject") })).toHaveValue("Feedback");
  },
};

/** A typed subject comes back as the free-text subject. */
export const RestoredDraftGerman: Story = {
  globals: { language: "de" },
  beforeEach: seedDraft({ name: "Ida Schmidt", email: "ida@example.org", subject: "Umzug mit zwei Katzen", message: "Wir ziehen im Frühjahr nach Wien ..." }),
  play: async ({ canvasElement }) => {
    const t = translator("de");
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t("draft.restored"))).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: t("contact.subject") })).toHaveValue("Umzug mit zwei Katzen");
  },
};
