import type { Meta, StoryObj } from "@storybook/react-vite";
import { container } from "../../components/ui/ui.css.ts";
import { staffSession } from "../../../mocks/staff-data.ts";
import { useT } from "../../i18n/use-t.ts";
import { AdminBar } from "./AdminBar.tsx";

/** The bar on every staff page: its title (a lead's name with its reference), the language, the signed-in name and sign-out. */
function Bar({ lead }: { lead: boolean }) {
  const t = useT();
  return lead ? <AdminBar title="Katrin Vogel" reference="ARC-7K4M2Q" /> : <AdminBar title={t("admin.title")} />;
}

const meta = {
  title: "Staff/Admin bar",
  component: Bar,
  subcomponents: { AdminBar },
  decorators: [(Story) => <div className={container} style={{ paddingBlock: "2rem" }}><Story /></div>],
  parameters: { staff: staffSession, route: "/admin" },
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = { args: { lead: false } };
export const InboxGerman: Story = { args: { lead: false }, globals: { language: "de" } };
export const Lead: Story = { args: { lead: true } };
export const LeadGerman: Story = { args: { lead: true }, globals: { language: "de" } };
