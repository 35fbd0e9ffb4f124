import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { staffSession } from "../../../mocks/staff-data.ts";
import { useLang } from "../../i18n/use-t.ts";
import { estimateIn } from "../../lib/estimate.ts";
import { rateCardFromForm, rateFormValuesOf } from "../../lib/rate-card-form.ts";
import { fictitiousRateCard } from "../../test/rate-card.ts";
import { RatesView, type RateVersionRow, type RatesResult } from "./RatesView.tsx";

const at = (time: string) => new Date(`2026-${time}:00Z`);
/** Version 1 published, version 2 a draft not yet published. */
const history: RateVersionRow[] = [
  { version: 2, validFrom: "2027-01-01", createdAt: at("11-24T09:10"), createdBy: "s.brandt", publishedAt: null, publishedBy: null },
  { version: 1, validFrom: "2026-01-01", createdAt: at("01-02T08:00"), createdBy: "m.keller", publishedAt: at("01-02T08:30"), publishedBy: "m.keller" },
];

/** The rate-card page as its loader and action give it: no card yet; a card with history and a preview; or a refused post. */
function Rates({ state }: { state: "empty" | "kept" | "invalid" | "published" }) {
  const lang = useLang();
  if (state === "empty") return <RatesView history={[]} values={{}} />;
  const card = fictitiousRateCard();
  const values = rateFormValuesOf(card);
  const preview = { asked: { version: "1", country: "japan", pets: "18.5, 70, 22, 55", pickup: "1" }, version: 1, estimate: estimateIn(card, { destinationCountry: "japan", pets: [{ weightKg: 18.5, measurements: { length: 70, width: 22, height: 55 } }], pickup: true, delivery: false, ownCrate: false }, lang) };
  const posted = { ...values, "zone1.band2.upTo": "40", "country.japan.customs": "50 EUR" };
  const refused = rateCardFromForm(posted);
  const results: Record<"kept" | "invalid" | "published", RatesResult | undefined> = {
    kept: undefined,
    invalid: { kind: "invalid", errors: refused.ok ? [] : refused.errors, values: posted },
    published: { kind: "published", version: 1, validFrom: "2026-01-01" },
  };
  return <RatesView current={{ version: 1, validFrom: "2026-01-01" }} history={history} values={values} preview={state === "kept" ? preview : undefined} result={results[state]} />;
}

const meta = { title: "Staff/Rates", component: Rates, subcomponents: { RatesView }, decorators: [inSiteChrome], parameters: { ...screenParameters, staff: staffSession, route: "/admin/rates" } } satisfies Meta<typeof Rates>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** The shipped installation: no card, so the site shows no price. */
export const NoCard: Story = { args: { state: "empty" } };
/** A published version and a draft, with a preview of version 1 for a dog to Tokyo with pickup. */
export const WithPreviewGerman: Story = { args: { state: "kept" }, ...de };
/** A post with a price that is no amount and a falling weight band: each field says what to correct. */
export const Refused: Story = { args: { state: "invalid" } };
export const PublishedGerman: Story = { args: { state: "published" }, ...de };
export const OnAPhone: Story = onPhone({ args: { state: "kept" } });
