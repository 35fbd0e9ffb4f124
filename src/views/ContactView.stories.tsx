import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { useT } from "../i18n/use-t.ts";
import { DeferredContactForm } from "../features/contact/DeferredContactForm.tsx";
import { ContactView } from "./ContactView.tsx";

/** The contact page as its route renders it: the form, the form posted without JavaScript and refused, or the thank-you. */
function Contact({ outcome }: { outcome?: "refused" | "sent" }) {
  const t = useT();
  const refused = { values: { name: "J", email: "jonas@example", subject: "Feedback", message: "" }, errors: { name: t("validation.name"), email: t("validation.email"), message: t("validation.message") } };
  return <ContactView form={outcome === "refused" ? refused : undefined} sentName={outcome === "sent" ? "Jonas Meyer" : undefined} customSubject={false} idempotencyKey="story" formKey={outcome ?? "form"} />;
}

const meta = { title: "Screens/Contact", component: Contact, subcomponents: { ContactView, DeferredContactForm }, decorators: [inSiteChrome], parameters: { ...screenParameters, route: "/contact" } } satisfies Meta<typeof Contact>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const Default: Story = { args: {} };
export const German: Story = { args: {}, ...de };
/** Posted without JavaScript and refused: the form again with its errors. */
export const Refused: Story = { args: { outcome: "refused" } };
export const RefusedGerman: Story = { args: { outcome: "refused" }, ...de };
export const Sent: Story = { args: { outcome: "sent" } };
export const SentGerman: Story = { args: { outcome: "sent" }, ...de };
export const OnAPhone: Story = onPhone({ args: {} });
export const OnAPhoneGerman: Story = onPhone({ args: {}, ...de });
