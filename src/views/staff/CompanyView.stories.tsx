import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../../.storybook/phone.ts";
import { inSiteChrome, screenParameters } from "../../../.storybook/screen.tsx";
import { staffSession } from "../../../mocks/staff-data.ts";
import { storyPhotos } from "../../../mocks/story-data.ts";
import { company } from "../../lib/company.ts";
import { companyFormValues, companyFromForm } from "../../lib/company-form.ts";
import { companySchema } from "../../lib/schemas/company.ts";
import filledRaw from "../../test/company-filled.json" with { type: "json" };
import { CompanyView, type CompanyResult, type CompanyVersionRow } from "./CompanyView.tsx";
import { VersionHistory } from "./VersionHistory.tsx";

const at = (time: string) => new Date(`2026-${time}:00Z`);
/** Version 1 published, version 2 a draft not yet published. */
const history: CompanyVersionRow[] = [
  { version: 2, createdAt: at("11-24T09:10"), createdBy: "s.brandt", publishedAt: null, publishedBy: null },
  { version: 1, createdAt: at("11-02T08:00"), createdBy: "m.keller", publishedAt: at("11-02T08:30"), publishedBy: "m.keller" },
];
/** The photo library of the test facts (served in stories by the MSW handlers as drawn pictures). */
const libraryPhotos = [storyPhotos.team, storyPhotos.story, storyPhotos.place].map((path, index) => ({ path, createdAt: at(`11-0${index + 1}T10:00`), createdBy: "m.keller" }));
const pages = [
  { value: "service:door-to-door-pet-transport", label: "Door-to-door pet transport" },
  { value: "destination:japan/tokyo-nrt", label: "Tokyo (NRT)" },
];
/** A fictitious company's facts (the test facts). */
const filled = companyFormValues(companySchema.parse(filledRaw));

/** The company facts page as its loader and action give it: as shipped; with versions; a refused post; just published. */
function Company({ state }: { state: "shipped" | "kept" | "invalid" | "published" }) {
  if (state === "shipped") return <CompanyView history={[]} values={companyFormValues(company)} photos={[]} pages={pages} />;
  const posted: Record<string, string> = { ...filled, phone: "069 1234", "membership2.issuer": "Example Board", "review1.url": "http://reviews.example.com" };
  const refused = companyFromForm((name) => posted[name], company);
  const results: Record<"kept" | "invalid" | "published", CompanyResult | undefined> = {
    kept: undefined,
    invalid: { kind: "invalid", errors: refused.ok ? [] : refused.errors, values: posted },
    published: { kind: "published", version: 1 },
  };
  return <CompanyView history={history} values={filled} result={results[state]} photos={libraryPhotos} pages={pages} />;
}

const meta = { title: "Staff/Company facts", component: Company, subcomponents: { CompanyView, VersionHistory }, decorators: [inSiteChrome], parameters: { ...screenParameters, staff: staffSession, route: "/admin/company" } } satisfies Meta<typeof Company>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** The shipped installation: no version yet, the form starts from the shipped (empty) facts. */
export const AsShipped: Story = { args: { state: "shipped" } };
export const AsShippedGerman: Story = { args: { state: "shipped" }, ...de };
/** A published version and a draft, the form holding a fictitious company's facts. */
export const WithVersionsGerman: Story = { args: { state: "kept" }, ...de };
/** A post with a national phone number, a half-filled membership and a link without https: each field says what to correct. */
export const Refused: Story = { args: { state: "invalid" } };
export const RefusedGerman: Story = { args: { state: "invalid" }, ...de };
export const Published: Story = { args: { state: "published" } };
export const OnAPhone: Story = onPhone({ args: { state: "kept" } });
