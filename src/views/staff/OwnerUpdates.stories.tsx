import type { Meta, StoryObj } from "@storybook/react-vite";
import { container } from "../../components/ui/ui.css.ts";
import { staffHandlers } from "../../../mocks/handlers.ts";
import { quoteLead, sampleLeadId, staffSession } from "../../../mocks/staff-data.ts";
import { useLang } from "../../i18n/use-t.ts";
import { OwnerUpdates, type OwnerUpdatesProps } from "./OwnerUpdates.tsx";

/** A quote request's updates for its owner as the lead page shows them, after the last post of its forms (`result`). */
function Updates({ posted, result }: { posted: boolean; result?: OwnerUpdatesProps["result"] }) {
  const owner = quoteLead(useLang()).owner!;
  return <OwnerUpdates leadId={sampleLeadId} updates={posted ? owner.updates : []} links={posted ? owner.links : 0} result={result} />;
}

const meta = {
  title: "Staff/Owner updates",
  component: Updates,
  subcomponents: { OwnerUpdates },
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem" }}><Story /></div>],
  parameters: { staff: staffSession, msw: staffHandlers, route: `/admin/leads/quote/${sampleLeadId}` },
} satisfies Meta<typeof Updates>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** Nothing posted yet, so no link to withdraw. */
export const NoneYet: Story = { args: { posted: false } };
export const NoneYetGerman: Story = { args: { posted: false }, ...de };
/** Right after posting: the confirmation above the form, the updates with their photos below. */
export const Posted: Story = { args: { posted: true, result: { ok: true, message: "staff.update.posted" } } };
export const PostedGerman: Story = { args: { posted: true, result: { ok: true, message: "staff.update.posted" } }, ...de };
/** An update without text is refused. */
export const TextMissing: Story = { args: { posted: true, result: { ok: false, error: "staff.update.textRequired" } } };
export const TextMissingGerman: Story = { args: { posted: true, result: { ok: false, error: "staff.update.textRequired" } }, ...de };
/** After "Withdraw all links". */
export const LinksWithdrawn: Story = { args: { posted: true, result: { ok: true, message: "staff.links.revoked" } } };
