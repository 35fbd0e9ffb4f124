import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLang } from "../../i18n/use-t.ts";
import { estimateIn, journeyOfQuote } from "../../lib/estimate.ts";
import { fictitiousRateCard } from "../../test/rate-card.ts";
import { EstimateSummary, ServerEstimate, type EstimateState } from "./Estimate.tsx";

/** Two dogs to Tokyo, one measured and one not, with pickup: the fictitious card of the tests prices it. */
function Priced({ measured }: { measured: boolean }) {
  const lang = useLang();
  const dimensions = measured ? { length: 70, width: 22, height: 55 } : undefined;
  const journey = journeyOfQuote({ weight: 18.5, dimensions, additionalPets: measured ? [] : [{ weight: 9 }], needPickup: !measured }, "japan");
  return <EstimateSummary estimate={estimateIn(fictitiousRateCard(), journey, lang)} />;
}

const meta = {
  title: "Forms/Estimate",
  component: EstimateSummary,
  subcomponents: { ServerEstimate },
  args: { estimate: { kind: "on-request", reason: "route" } },
  decorators: [(Story) => <div style={{ maxWidth: "560px", margin: "2rem auto", padding: "0 1rem" }}><Story /></div>],
} satisfies Meta<typeof EstimateSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** An itemised range: each line, the total, what is not included and the rates' date. */
export const Itemised: Story = { render: () => <Priced measured /> };
/** Without measurements the range spans every standard crate; pickup spans the distance bands. */
export const WideRangeGerman: Story = { render: () => <Priced measured={false} />, ...de };
/** A route or pet the card does not cover: only the promise of an itemised quote. */
export const OnRequest: Story = {};
export const OnRequestGerman: Story = { ...de };
export const Loading: Story = { args: { estimate: { kind: "loading" } } };
export const UnavailableGerman: Story = { args: { estimate: { kind: "unavailable" } }, ...de };
/** The form without JavaScript: the button that asks the server, under the estimate of the last post. */
export const WithoutJavaScript: Story = { render: () => <ServerEstimate estimate={{ kind: "on-request", reason: "route" } satisfies EstimateState} /> };
