import type { Meta, StoryObj } from "@storybook/react-vite";
import { documentHandlers, staffHandlers } from "../../../mocks/handlers.ts";
import { sampleDocuments } from "../../../mocks/mail-data.ts";
import { staffSession } from "../../../mocks/staff-data.ts";
import { container } from "../../components/ui/ui.css.ts";
import type { DocumentResult } from "../../lib/schemas/request-document.ts";
import { StepDocuments, type StepDocumentsProps } from "./StepDocuments.tsx";

const token = "storysamplelinktokenabcdefghijkl";

/** The papers of the first vaccination of the sample request (one to send again, one waiting), as the owner or staff see them. */
function Documents({ mode, empty = false, result }: { mode: StepDocumentsProps["mode"]; empty?: boolean; result?: DocumentResult }) {
  const documents = empty ? [] : sampleDocuments.filter((document) => document.stepId === "rabies-vaccination");
  const href: StepDocumentsProps["href"] = (document, variant) =>
    mode === "owner" ? `/requests/${token}/documents/${document.id}${variant === "preview" ? "-preview" : ""}` : `/admin/leads/quote/00000000-0000-4000-8000-000000000001/documents/${document.id}${variant === "preview" ? "-preview" : ""}`;
  return <StepDocuments stepId="rabies-vaccination" documents={documents} href={href} result={result} mode={mode} />;
}

const meta = {
  title: "Features/Documents of a step",
  component: Documents,
  subcomponents: { StepDocuments },
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem", maxWidth: "40rem" }}><Story /></div>],
  parameters: { route: `/requests/${token}`, msw: [...documentHandlers, ...staffHandlers] },
} satisfies Meta<typeof Documents>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** No paper yet: the folded upload form. */
export const None: Story = { args: { mode: "owner", empty: true } };
/** One to send again, with the reason, and one waiting for the team's check; just uploaded. */
export const ForTheOwner: Story = { args: { mode: "owner", result: { ok: true, stepId: "rabies-vaccination" } } };
export const ForTheOwnerGerman: Story = { args: { mode: "owner" }, ...de };
/** A file that is no photo and no PDF: the form unfolded with the message. */
export const RefusedGerman: Story = { args: { mode: "owner", empty: true, result: { ok: false, stepId: "rabies-vaccination", error: "request.document.type" } }, ...de };
/** The lead page: each paper with the team's verdict forms. */
export const ForStaff: Story = { args: { mode: "staff" }, parameters: { staff: staffSession, route: "/admin/leads/quote/00000000-0000-4000-8000-000000000001" } };
