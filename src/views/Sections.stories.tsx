import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { destinationCards, postSummaries } from "../../mocks/story-data.ts";
import { Breadcrumbs } from "../components/ui/Breadcrumbs.tsx";
import { DestinationImage, PetImage } from "../components/ui/ContentImage.tsx";
import { container } from "../components/ui/ui.css.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { DestinationCards } from "./DestinationCards.tsx";
import { HelpBox } from "./HelpBox.tsx";
import { Highlights } from "./Highlights.tsx";
import { NotFoundView } from "./NotFoundView.tsx";
import { FeaturedPost, PostCards } from "./PostCards.tsx";
import { ShareLinks } from "./ShareLinks.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { mailChecklist } from "../../mocks/mail-data.ts";
import filledCompany from "../test/company-filled.json" with { type: "json" };
import { LogoMark } from "../components/ui/Logo.tsx";
import { OfficeAddress } from "../components/ui/OfficeAddress.tsx";
import { BotCheckNotice } from "../features/BotCheckNotice.tsx";
import { ErrorSummary } from "../features/ErrorSummary.tsx";
import { PlanSources, PlanSteps } from "../features/planner/PlanChecklist.tsx";
import { company } from "../lib/company.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { ServiceCards } from "./ServiceCards.tsx";
import { TrustBadges, VerifiedFacts } from "./TrustBadges.tsx";
import { WhyChooseUs } from "./WhyChooseUs.tsx";
import * as fixtures from "../../mocks/fixtures.ts";
import { summary } from "../../mocks/story-data.ts";

/** A configured company, with clearly fictitious facts (the shipped content/company.json is empty). */
const configured = companySchema.parse(filledCompany);

/** The sections and cards the screens are made of, one per story. */
const sections = {
  testimonials: () => <Testimonials />,
  highlights: () => <Highlights />,
  helpBox: () => <HelpBox />,
  share: () => <ShareLinks url="https://www.arcpetair.com/blog/a-cats-first-flight" title="A cat's first flight" />,
  breadcrumbs: function Crumbs() {
    const t = useT();
    return <Breadcrumbs trail={[{ label: t("nav.destinations"), route: "destinations" }]} current={{ label: "Frankfurt", route: "destination", params: { country: "germany", slug: "frankfurt-fra" } }} />;
  },
  destinationCards: function Cards() {
    return <DestinationCards cards={destinationCards(useLang()).slice(0, 6)} />;
  },
  postCards: function Posts() {
    return <PostCards posts={postSummaries(useLang()).slice(0, 3)} />;
  },
  featuredPost: function Featured() {
    return <FeaturedPost post={postSummaries(useLang())[0]!} />;
  },
  destinationPhoto: () => <DestinationImage country="japan" continent="asia" slug="japan/tokyo-nrt" alt="" />,
  continentFallback: () => <DestinationImage country="atlantis" continent="europe" alt="Atlantis" name="Atlantis" />,
  gradientFallback: () => <DestinationImage country="atlantis" continent="lemuria" alt="Atlantis" name="Atlantis" />,
  petFallback: () => <PetImage src="/assets/pets/hamster-9.jpg" alt="" />,
  postNotFound: () => <NotFoundView title="post.notFound" text="notFound.metaDescription" />,
  serviceNotFound: () => <NotFoundView title="service.notFound" text="notFound.metaDescription" />,
  topicNotFound: () => <NotFoundView title="topic.notFound" text="notFound.metaDescription" />,
  destinationNotFound: () => <NotFoundView title="destination.notFound" text="destination.notFoundText" />,
  pageNotFound: () => <NotFoundView />,
  trustBadges: () => <TrustBadges facts={company} />,
  trustBadgesConfigured: () => <TrustBadges facts={configured} />,
  verifiedFacts: () => <div style={{ background: "#0b2545", padding: 24 }}><VerifiedFacts facts={configured} /></div>,
  whyChooseUs: () => <WhyChooseUs />,
  serviceCards: function Services() {
    return <ServiceCards services={fixtures.services(useLang()).map(summary)} />;
  },
  officeAddress: () => <OfficeAddress facts={configured} />,
  logo: () => <LogoMark size={72} />,
  // The bot check is configured, but this visitor chose essential cookies only (the decorator's default: no choice yet).
  botCheckNotice: () => <BotCheckNotice recaptcha={{ siteKey: "story-site-key", productionHost: "www.example.com" }} />,
  errorSummary: function Summary() {
    const t = useT();
    const items = [
      { id: "story-weight", label: t("quote.weight"), message: t("validation.weight") },
      { id: "story-email", label: t("quote.email"), message: t("validation.email") },
    ];
    return <ErrorSummary title={t("validation.summaryTitle")} items={items} attempt={1} />;
  },
  errorMessage: function Message() {
    return <ErrorSummary message={useT()("api.unavailable")} attempt={1} />;
  },
  planChecklist: function Checklist() {
    const { plan } = mailChecklist(useLang());
    return (
      <>
        <PlanSteps plan={plan} headingLevel={3} />
        <PlanSources plan={plan} />
      </>
    );
  },
};

function Section({ name }: { name: keyof typeof sections }) {
  const View = sections[name];
  return (
    <div className={container} style={{ paddingBlock: "2rem", maxWidth: name.endsWith("Fallback") ? "420px" : undefined }}>
      <View />
    </div>
  );
}

const meta = { title: "Sections", component: Section } satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
/** The published stories are shown: both of the test facts, the first with its photo. */
const storiesShown: Story["play"] = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByTestId("testimonials");
  await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  await expect(within(list).getAllByRole("img")).toHaveLength(1);
};
/** The client stories a fictitious company published (test facts: one with a photo, one without). */
export const Testimonials3: Story = { name: "Testimonials", args: { name: "testimonials" }, parameters: { company: configured }, play: storiesShown };
export const TestimonialsGerman: Story = { args: { name: "testimonials" }, parameters: { company: configured }, ...de, play: storiesShown };
/** A destination with the photo staff chose for it: the photo comes before its drawn map. */
export const DestinationPhoto: Story = {
  args: { name: "destinationPhoto" },
  parameters: { company: configured },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")?.getAttribute("src")).toBe(configured.pictures[0]!.photo);
  },
};
export const ServiceHighlights: Story = { args: { name: "highlights" } };
export const ServiceHighlightsGerman: Story = { args: { name: "highlights" }, ...de };
export const GuideHelpBox: Story = { args: { name: "helpBox" } };
export const GuideHelpBoxGerman: Story = { args: { name: "helpBox" }, ...de };
export const ShareRow: Story = { args: { name: "share" } };
export const ShareRowGerman: Story = { args: { name: "share" }, ...de };
export const BreadcrumbTrail: Story = { args: { name: "breadcrumbs" } };
export const BreadcrumbTrailGerman: Story = { args: { name: "breadcrumbs" }, ...de };
export const DestinationCardGrid: Story = { args: { name: "destinationCards" } };
export const DestinationCardGridGerman: Story = { args: { name: "destinationCards" }, ...de };
export const PostCardGrid: Story = { args: { name: "postCards" } };
export const PostCardGridGerman: Story = { args: { name: "postCards" }, ...de };
export const FeaturedPostCard: Story = { args: { name: "featuredPost" } };
export const FeaturedPostCardGerman: Story = { args: { name: "featuredPost" }, ...de };
/** A country without an image: the continent image (docs/requirements.md §8). */
export const ImageContinentFallback: Story = { args: { name: "continentFallback" }, tags: ["expected-http-errors"] };
/** Neither country nor continent image: a gradient with the name. */
export const ImageGradientFallback: Story = { args: { name: "gradientFallback" }, tags: ["expected-http-errors"] };
/** A missing pet image: the default pet image. */
export const ImagePetFallback: Story = { args: { name: "petFallback" }, tags: ["expected-http-errors"] };
export const NotFoundPage: Story = { args: { name: "pageNotFound" } };
export const NotFoundPageGerman: Story = { args: { name: "pageNotFound" }, ...de };
export const NotFoundPost: Story = { args: { name: "postNotFound" } };
export const NotFoundService: Story = { args: { name: "serviceNotFound" }, ...de };
export const NotFoundTopic: Story = { args: { name: "topicNotFound" } };
export const NotFoundDestination: Story = { args: { name: "destinationNotFound" }, ...de };
/** The home page's trust band as shipped (no membership configured: each badge links to our own page). */
export const TrustBand: Story = { args: { name: "trustBadges" } };
export const TrustBandGerman: Story = { args: { name: "trustBadges" }, ...de };
/** With a fictitious company's membership backing a badge. */
export const TrustBandConfigured: Story = { args: { name: "trustBadgesConfigured" } };
/** The home page's first screen names a fictitious company's memberships and review profile, each a link to check it. */
export const HeroVerifiedFacts: Story = { args: { name: "verifiedFacts" } };
export const HeroVerifiedFactsGerman: Story = { args: { name: "verifiedFacts" }, ...de };
export const WhyChooseUsReasons: Story = { args: { name: "whyChooseUs" } };
export const WhyChooseUsReasonsGerman: Story = { args: { name: "whyChooseUs" }, ...de };
export const ServiceCardGrid: Story = { args: { name: "serviceCards" } };
export const ServiceCardGridGerman: Story = { args: { name: "serviceCards" }, ...de };
/** A fictitious company's offices. */
export const OfficeAddresses: Story = { args: { name: "officeAddress" } };
export const OfficeAddressesGerman: Story = { args: { name: "officeAddress" }, ...de };
export const Logo: Story = { args: { name: "logo" } };
/** Above a lead form's button when the bot check will not run for this visitor. */
export const BotCheckOff: Story = { args: { name: "botCheckNotice" } };
export const BotCheckOffGerman: Story = { args: { name: "botCheckNotice" }, ...de };
/** A refused submission's summary: a link to each refused field. */
export const ErrorSummaryFields: Story = { args: { name: "errorSummary" } };
export const ErrorSummaryFieldsGerman: Story = { args: { name: "errorSummary" }, ...de };
/** A refused submission without fields of its own: one message. */
export const ErrorSummaryMessage: Story = { args: { name: "errorMessage" } };
export const ErrorSummaryMessageGerman: Story = { args: { name: "errorMessage" }, ...de };
/** The dated checklist of a route (Tokyo, a dog, 23 July 2027) and its sources. */
export const PlanChecklist: Story = { args: { name: "planChecklist" } };
export const PlanChecklistGerman: Story = { args: { name: "planChecklist" }, ...de };
