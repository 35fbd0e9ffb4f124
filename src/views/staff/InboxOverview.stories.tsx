import type { Meta, StoryObj } from "@storybook/react-vite";
import { container } from "../../components/ui/ui.css.ts";
import { emptyOverview, inboxOverview, staffSession } from "../../../mocks/staff-data.ts";
import { InboxOverview } from "./InboxOverview.tsx";

/** The figures above the inbox list: leads per week, counts by status, destinations this quarter, the unverified share. */
const meta = {
  title: "Staff/Inbox overview",
  component: InboxOverview,
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem" }}><Story /></div>],
  parameters: { staff: staffSession, route: "/admin" },
} satisfies Meta<typeof InboxOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const TwelveWeeks: Story = { args: { overview: inboxOverview } };
export const TwelveWeeksGerman: Story = { args: { overview: inboxOverview }, ...de };
/** A fresh inbox: empty weeks, zero counts, no destinations yet. */
export const NothingYet: Story = { args: { overview: emptyOverview } };
export const NothingYetGerman: Story = { args: { overview: emptyOverview }, ...de };
