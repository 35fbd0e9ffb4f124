import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { plannerData } from "../../../mocks/story-data.ts";
import { translator } from "../../i18n/messages/index.ts";
import { findCountry } from "../../i18n/countries.ts";
import { useLang } from "../../i18n/use-t.ts";
import { TravelPlanner } from "./TravelPlanner.tsx";

/** The planner on a destination page, in the toolbar's language, for a fixed "today". */
function Planner({ slug, travelDate, microchipped }: { slug: string; travelDate?: string; microchipped?: boolean }) {
  const lang = useLang();
  const [country = "", city = ""] = slug.split("/");
  const name = findCountry(country)?.name[lang] ?? country;
  return <TravelPlanner planner={plannerData(lang, slug, { today: "2026-11-23", travelDate, microchipped })} slug={slug} country={name} params={{ country: findCountry(country)?.[lang] ?? country, slug: city }} />;
}

const meta = {
  title: "Planner/TravelPlanner",
  component: Planner,
  decorators: [(Story) => <div style={{ maxWidth: "960px", margin: "0 auto", padding: "0 1rem" }}><Story /></div>],
} satisfies Meta<typeof Planner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No date chosen: the earliest arrival when starting today. */
export const FromToday: Story = { args: { slug: "japan/tokyo-nrt" } };
export const FromTodayGerman: Story = { args: { slug: "japan/tokyo-nrt" }, globals: { language: "de" } };
/** A date far enough ahead: every step dated, nothing overdue. */
export const OnTime: Story = {
  args: { slug: "japan/tokyo-nrt", travelDate: "2027-07-23" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("planner-status")).toHaveTextContent(translator("en")("planner.onTime", { date: "July 23, 2027" }));
  },
};
export const OnTimeGerman: Story = { args: { slug: "germany/frankfurt-fra", travelDate: "2027-01-15", microchipped: true }, globals: { language: "de" } };
/** Too early for Japan's 180-day wait: the earliest possible date and a link to plan for it. */
export const TooEarly: Story = {
  args: { slug: "japan/tokyo-nrt", travelDate: "2027-01-20" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("planner-earliest")).toBeVisible();
  },
};
export const TooEarlyGerman: Story = { args: { slug: "australia/sydney-syd", travelDate: "2027-01-20" }, globals: { language: "de" } };
