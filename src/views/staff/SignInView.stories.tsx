import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { useT } from "../../i18n/use-t.ts";
import { SignInView } from "./SignInView.tsx";

/** The sign-in page as its action answers: nothing yet, a wrong pair (401), locked out (429), busy (503). */
function SignIn({ refusal }: { refusal?: "wrong" | "locked" | "busy" }) {
  const t = useT();
  const error = { wrong: t("staff.signInFailed"), locked: t("staff.signInBlocked", { count: 15 }), busy: t("staff.signInBusy") };
  return <SignInView error={refusal && error[refusal]} />;
}

// Before sign-in there is no session yet: the staff area's chrome and texts, but no signed-in name.
const meta = { title: "Staff/Sign in", component: SignIn, decorators: [inSiteChrome], parameters: { ...screenParameters, staff: { username: "" }, route: "/admin/login" } } satisfies Meta<typeof SignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const Empty: Story = { args: {} };
export const EmptyGerman: Story = { args: {}, ...de };
export const WrongPassword: Story = { args: { refusal: "wrong" } };
export const WrongPasswordGerman: Story = { args: { refusal: "wrong" }, ...de };
export const LockedOut: Story = { args: { refusal: "locked" } };
export const LockedOutGerman: Story = { args: { refusal: "locked" }, ...de };
export const Busy: Story = { args: { refusal: "busy" } };
export const BusyGerman: Story = { args: { refusal: "busy" }, ...de };
export const OnAPhone: Story = onPhone({ args: { refusal: "wrong" } });
export const OnAPhoneGerman: Story = onPhone({ args: {}, ...de });
