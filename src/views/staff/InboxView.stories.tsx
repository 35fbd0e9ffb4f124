import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { inboxData, staffSession } from "../../../mocks/staff-data.ts";
import type { InboxFilter } from "../../server/staff/inbox.server.ts";
import { EmailLink, PhoneLink } from "./ContactLinks.tsx";
import { InboxView } from "./InboxView.tsx";

/** The inbox as its loader gives it for a filter: the overview, the filters and one page of made-up leads. */
function Inbox({ filter }: { filter?: Partial<InboxFilter> }) {
  return <InboxView {...inboxData(filter)} />;
}

const meta = {
  title: "Staff/Inbox",
  component: Inbox,
  subcomponents: { InboxView, EmailLink, PhoneLink },
  decorators: [inSiteChrome],
  parameters: { ...screenParameters, staff: staffSession, route: "/admin" },
} satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** Quote requests, newest first: every status, some unverified, some flagged as too early for their route; a next page follows. */
export const QuoteRequests: Story = { args: {} };
export const QuoteRequestsGerman: Story = { args: {}, ...de };
/** The second page: the rest of the list and a link back. */
export const SecondPage: Story = { args: { filter: { page: 2 } } };
export const ContactMessages: Story = { args: { filter: { kind: "contact" } } };
export const ContactMessagesGerman: Story = { args: { filter: { kind: "contact" } }, ...de };
/** Newsletter sign-ups: no status, no page of their own; confirmed, pending or unsubscribed. */
export const NewsletterSignUps: Story = { args: { filter: { kind: "newsletter" } } };
export const NewsletterSignUpsGerman: Story = { args: { filter: { kind: "newsletter" } }, ...de };
/** New quote requests the bot check did not confirm (the overview's link). */
export const FilteredUnverified: Story = { args: { filter: { status: "new", verification: "unverified" } } };
export const FilteredUnverifiedGerman: Story = { args: { filter: { status: "new", verification: "unverified" } }, ...de };
/** A search that finds nothing. */
export const NothingFound: Story = { args: { filter: { q: "nobody@example.net" } } };
export const NothingFoundGerman: Story = { args: { filter: { q: "nobody@example.net" } }, ...de };
export const OnAPhone: Story = onPhone({ args: {} });
export const OnAPhoneGerman: Story = onPhone({ args: {}, ...de });
