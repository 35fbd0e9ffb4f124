import type { Meta, StoryObj } from "@storybook/react-vite";
import { container } from "../../components/ui/ui.css.ts";
import { staffSession } from "../../../mocks/staff-data.ts";
import { useT } from "../../i18n/use-t.ts";
import { StaffBar } from "./StaffBar.tsx";

/** The bar on every staff page: its title (a lead's name with its reference), the language, the signed-in name and sign-out. */
function Bar({ lead }: { lead: boolean }) {
  const t = useT();
  return lead ? <StaffBar title="Katrin Vogel" reference="ARC-7K4M2Q" /> : <StaffBar title={t("staff.title")} />;
}

const meta = {
  title: "Staff/Admin bar",
  component: Bar,
  subcomponents: { StaffBar },
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem" }}><Story /></div>],
  parameters: { staff: staffSession, route: "/admin" },
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = { args: { lead: false } };
export const InboxGerman: Story = { args: { lead: false }, globals: { language: "de" } };
export const Lead: Story = { args: { lead: true } };
export const LeadGerman: Story = { args: { lead: true }, globals: { language: "de" } };
