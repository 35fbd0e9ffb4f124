import type { Meta, StoryObj } from "@storybook/react-vite";
import { isLang } from "../../i18n/languages.ts";
import { mailPreviews, type MailName, type PreviewOptions } from "./mail-previews.tsx";
import { renderMail, type RenderedMail } from "./render-mail.ts";

/**
 * The mails as they are sent: the HTML part in a frame 600 px wide (and 320 px, for a phone), the
 * text part below. The logo comes from the site's favicon here; sent mails carry it as an attachment.
 */
function MailPreview({ mail, rendered, width }: { mail: MailName; rendered: RenderedMail; width: number }) {
  return (
    <div style={{ display: "grid", gap: "1rem", padding: "1rem", justifyItems: "start" }}>
      <iframe title={mail} srcDoc={rendered.html} style={{ width: `${width}px`, height: "1100px", border: "1px solid #d5dfea" }} />
      <pre data-testid="mail-text" style={{ whiteSpace: "pre-wrap", maxWidth: "720px", fontSize: "13px" }}>{rendered.text}</pre>
    </div>
  );
}

type Args = { mail: MailName; width?: number } & Omit<PreviewOptions, "lang" | "logoSrc">;

function Preview(props: Args & { rendered?: RenderedMail }) {
  return props.rendered ? <MailPreview mail={props.mail} rendered={props.rendered} width={props.width ?? 640} /> : null;
}

const meta = {
  title: "Mails",
  component: Preview,
  loaders: [
    async ({ args, globals }) => {
      const lang = isLang(globals.language) ? globals.language : "en";
      const { mail, ...options } = args as Args;
      return { rendered: await renderMail(mailPreviews[mail]({ ...options, lang, logoSrc: "/favicon.svg" })) };
    },
  ],
  render: (args, { loaded }) => <Preview {...args} rendered={loaded.rendered as RenderedMail} />,
} satisfies Meta<typeof Preview>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };

export const QuoteAcknowledgement: Story = { args: { mail: "quoteAcknowledgement" } };
export const QuoteAcknowledgementGerman: Story = { args: { mail: "quoteAcknowledgement" }, ...de };
export const QuoteAcknowledgementSeveralPets: Story = { args: { mail: "quoteAcknowledgement", pets: 3 } };
export const QuoteAcknowledgementSeveralPetsGerman: Story = { args: { mail: "quoteAcknowledgement", pets: 3 }, ...de };
/** Not confirmed by the bot check: nothing the sender typed, only our own texts. */
export const QuoteAcknowledgementUnverified: Story = { args: { mail: "quoteAcknowledgement", verified: false } };
export const QuoteAcknowledgementUnverifiedGerman: Story = { args: { mail: "quoteAcknowledgement", verified: false }, ...de };
export const QuoteAcknowledgementPhone: Story = { args: { mail: "quoteAcknowledgement", pets: 3, width: 320 }, ...de };
/** The team's update: new status, their text, and the link to the private request page. */
export const RequestUpdate: Story = { args: { mail: "requestUpdate" } };
/** A reminder the owner asked for: one step due in 14 days, with the way to stop them. */
export const StepReminder: Story = { args: { mail: "stepReminder" } };
export const StepReminderGerman: Story = { args: { mail: "stepReminder" }, ...de };
/** An owner's message from the request page, to sales: no private link, the lead page's. */
export const SalesOwnerMessage: Story = { args: { mail: "salesOwnerMessage" } };
export const SalesOwnerMessageGerman: Story = { args: { mail: "salesOwnerMessage" }, ...de };
export const RequestUpdateGerman: Story = { args: { mail: "requestUpdate" }, ...de };
export const RequestUpdateWithoutPhotos: Story = { args: { mail: "requestUpdate", photo: false } };
export const ContactAcknowledgement: Story = { args: { mail: "contactAcknowledgement" } };
export const ContactAcknowledgementGerman: Story = { args: { mail: "contactAcknowledgement" }, ...de };
export const ContactAcknowledgementUnverified: Story = { args: { mail: "contactAcknowledgement", verified: false } };
export const ContactAcknowledgementUnverifiedGerman: Story = { args: { mail: "contactAcknowledgement", verified: false }, ...de };
export const NewsletterConfirmation: Story = { args: { mail: "newsletterConfirmation" } };
export const NewsletterConfirmationGerman: Story = { args: { mail: "newsletterConfirmation" }, ...de };
export const SalesQuote: Story = { args: { mail: "salesQuote" } };
export const SalesQuoteGerman: Story = { args: { mail: "salesQuote" }, ...de };
export const SalesQuoteSeveralPetsWithPhoto: Story = { args: { mail: "salesQuote", pets: 3, photo: true } };
export const SalesQuoteSeveralPetsWithPhotoGerman: Story = { args: { mail: "salesQuote", pets: 3, photo: true, verified: false }, ...de };
export const SalesQuotePhone: Story = { args: { mail: "salesQuote", pets: 3, photo: true, width: 320 } };
export const SalesContact: Story = { args: { mail: "salesContact" } };
export const SalesContactGerman: Story = { args: { mail: "salesContact", verified: false }, ...de };
export const DailyDigest: Story = { args: { mail: "dailyDigest" } };
export const DailyDigestGerman: Story = { args: { mail: "dailyDigest" }, ...de };
