import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { staffSession } from "../../../mocks/staff-data.ts";
import { useT } from "../../i18n/use-t.ts";
import { EraseView } from "./EraseView.tsx";

/** "Erase a person's data" as its action answers: nothing yet, erased, or refused (no valid address, not confirmed). */
function Erase({ outcome }: { outcome?: "erased" | "badEmail" | "notConfirmed" }) {
  const t = useT();
  const results = {
    erased: { ok: true, message: t("staff.erased", { count: 7 }) },
    badEmail: { ok: false, message: t("validation.email"), field: "email" as const },
    notConfirmed: { ok: false, message: t("staff.eraseNeedsConfirm"), field: "confirm" as const },
  };
  return <EraseView result={outcome && results[outcome]} />;
}

const meta = { title: "Staff/Erase", component: Erase, decorators: [inSiteChrome], parameters: { ...screenParameters, staff: staffSession, route: "/admin/erase" } } satisfies Meta<typeof Erase>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const Empty: Story = { args: {} };
export const EmptyGerman: Story = { args: {}, ...de };
export const Erased: Story = { args: { outcome: "erased" } };
export const ErasedGerman: Story = { args: { outcome: "erased" }, ...de };
export const InvalidAddress: Story = { args: { outcome: "badEmail" } };
export const NotConfirmedGerman: Story = { args: { outcome: "notConfirmed" }, ...de };
export const OnAPhone: Story = onPhone({ args: { outcome: "erased" } });
