import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { staffHandlers } from "../../../mocks/handlers.ts";
import { contactLead, quoteLead, sampleLeadId, staffSession } from "../../../mocks/staff-data.ts";
import { useLang } from "../../i18n/use-t.ts";
import { LeadView } from "./LeadView.tsx";

/** A lead's page as its loader gives it: the quote request to Tokyo (three pets, a crate photo, mails, history, updates for the owner) or a contact message. */
function Lead({ kind, tooEarly, rateCardNow }: { kind: "quote" | "contact"; tooEarly?: boolean; rateCardNow?: number }) {
  const lang = useLang();
  return <LeadView {...(kind === "quote" ? quoteLead(lang, { tooEarly, rateCardNow }) : contactLead(lang))} />;
}

const meta = {
  title: "Staff/Lead",
  component: Lead,
  subcomponents: { LeadView },
  decorators: [inSiteChrome],
  parameters: { ...screenParameters, staff: staffSession, msw: staffHandlers, route: `/admin/leads/quote/${sampleLeadId}` },
} satisfies Meta<typeof Lead>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const QuoteRequest: Story = { args: { kind: "quote" } };
export const QuoteRequestGerman: Story = { args: { kind: "quote" }, ...de };
/** A travel date earlier than the route's entry rules allow: flagged at the top. */
export const TooEarly: Story = { args: { kind: "quote", tooEarly: true } };
export const TooEarlyGerman: Story = { args: { kind: "quote", tooEarly: true }, ...de };
/** The estimate the sender saw came from rate card version 1; version 2 is in force now: flagged above the estimate. */
export const RateCardChangedGerman: Story = { args: { kind: "quote", rateCardNow: 2 }, ...de };
export const ContactMessage: Story = { args: { kind: "contact" } };
export const ContactMessageGerman: Story = { args: { kind: "contact" }, ...de };
export const OnAPhone: Story = onPhone({ args: { kind: "quote" } });
export const OnAPhoneGerman: Story = onPhone({ args: { kind: "quote" }, ...de });
