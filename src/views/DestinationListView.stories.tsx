import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { errorHandlers, loadingHandlers } from "../../mocks/handlers.ts";
import { destinationList } from "../../mocks/story-data.ts";
import { useLang } from "../i18n/use-t.ts";
import { DestinationListView } from "./DestinationListView.tsx";
import { onPhone } from "../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";

/** The destination list as the server renders it for a filter; with JavaScript, typing fetches the full list (MSW). */
function List({ q, country, region }: { q?: string; country?: string; region?: string }) {
  return <DestinationListView {...destinationList(useLang(), { q, country, region })} />;
}

const meta = { title: "Screens/Destination list", component: List, decorators: [inSiteChrome], parameters: { ...screenParameters, route: "/destinations" } } satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
const typeInSearch = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.type(within(canvasElement).getByRole("searchbox"), "a");
};

/** More than 30 destinations: 30 cards and the note docs/requirements.md §2 asks for. */
export const All: Story = { args: {} };
export const AllGerman: Story = { args: {}, ...de };
export const Filtered: Story = { args: { country: "germany", q: "mun" } };
export const Region: Story = { args: { region: "asia" }, ...de };
export const Empty: Story = { args: { q: "zzzz" } };
export const EmptyGerman: Story = { args: { q: "zzzz" }, ...de };
export const OnAPhone: Story = onPhone({ args: {} });
export const FilteredOnAPhoneGerman: Story = onPhone({ args: { country: "germany", q: "mun" }, ...de });

/** The list request never answers: "Loading...". */
export const Loading: Story = {
  args: {},
  parameters: { msw: loadingHandlers },
  play: async (context) => {
    await typeInSearch(context);
    await expect(await within(context.canvasElement).findByTestId("destinations-loading")).toBeVisible();
  },
};
export const LoadingGerman: Story = { ...Loading, ...de };

/** The list request fails: "Error loading destinations"; the form still searches on the server. */
export const Failed: Story = {
  args: {},
  parameters: { msw: errorHandlers },
  tags: ["expected-http-errors"],
  play: async (context) => {
    await typeInSearch(context);
    await expect(await within(context.canvasElement).findByTestId("destinations-error")).toBeVisible();
  },
};
// Tags are read from the source by the story indexer, so they are repeated here rather than spread.
export const FailedGerman: Story = { ...Failed, ...de, tags: ["expected-http-errors"] };
