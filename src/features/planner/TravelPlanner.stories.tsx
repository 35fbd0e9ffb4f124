import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { plannerData } from "../../../mocks/story-data.ts";
import { translator } from "../../i18n/messages/index.ts";
import { findCountry } from "../../i18n/countries.ts";
import { useLang } from "../../i18n/use-t.ts";
import type { PlannerQuery } from "../../lib/schemas/planner.ts";
import { TravelPlanner } from "./TravelPlanner.tsx";

/** The planner on a destination page, in the toolbar's language, for a fixed "today", with the owner's answers. */
function Planner({ slug, travelDate, ...answers }: { slug: string; travelDate?: string } & Pick<PlannerQuery, "microchipped" | "vaccinated" | "microchippedOn" | "vaccinatedOn">) {
  const lang = useLang();
  const [country = "", city = ""] = slug.split("/");
  const name = findCountry(country)?.name[lang] ?? country;
  return <TravelPlanner planner={plannerData(lang, slug, { today: "2026-11-23", travelDate, ...answers })} slug={slug} country={name} params={{ country: findCountry(country)?.[lang] ?? country, slug: city }} />;
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
/** Dates of steps already done: a vaccination the day before counts 21 days from that day (Great Britain), each step says what it counts from and to. */
export const DatedAnswers: Story = {
  args: { slug: "united-kingdom/london-lhr", travelDate: "2026-12-07", microchippedOn: "2026-02-10", vaccinatedOn: "2026-11-22" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("planner-earliest")).toBeVisible();
    await expect(within(canvasElement).getAllByTestId("planner-interval").length).toBeGreaterThan(1);
  },
};
export const DatedAnswersGerman: Story = { args: { slug: "australia/sydney-syd", travelDate: "2027-12-01", microchippedOn: "2026-02-10", vaccinatedOn: "2026-10-01" }, globals: { language: "de" } };
/** Ticked as done without a date: the plan counts from today and says what to check. */
export const TickedWithoutDates: Story = {
  args: { slug: "united-kingdom/london-lhr", travelDate: "2027-02-01", microchipped: true, vaccinated: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("planner-notes")).toBeVisible();
  },
};
export const TickedWithoutDatesGerman: Story = { args: { slug: "japan/tokyo-nrt", travelDate: "2027-09-01", microchipped: true, vaccinated: true }, globals: { language: "de" } };
