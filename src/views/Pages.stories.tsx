import type { Meta, StoryObj } from "@storybook/react-vite";
import { onPhone } from "../../.storybook/phone.ts";
import * as fixtures from "../../mocks/fixtures.ts";
import { destination, destinationCards, faqs, homeProps, plannerData, postSummaries, published, summary } from "../../mocks/story-data.ts";
import { useLang } from "../i18n/use-t.ts";
import { BlogListView } from "./BlogListView.tsx";
import { BlogPostView } from "./BlogPostView.tsx";
import { DestinationView } from "./DestinationView.tsx";
import { HomeView } from "./HomeView.tsx";
import { ImageDirectoryView } from "./ImageDirectoryView.tsx";
import { BlogPostLoading, DestinationSkeleton } from "./PageLoading.tsx";
import { PetShippingView } from "./PetShippingView.tsx";
import { ServiceView } from "./ServiceView.tsx";
import { TopicView } from "./TopicView.tsx";
import { ArticleBody } from "./ArticleBody.tsx";
import { exploreRow } from "../lib/explore-more.ts";
import featured from "../../content/featured.json" with { type: "json" };
import enPages from "../../content/en/pages.json" with { type: "json" };
import dePages from "../../content/de/pages.json" with { type: "json" };
import { company } from "../lib/company.ts";
import type { PageTranslation } from "../lib/schemas/content.ts";
import { ContentPageView } from "./ContentPageView.tsx";
import { CheckUs, ImprintFacts } from "./CompanyFacts.tsx";
import { AboutView } from "./AboutView.tsx";
import { companySchema } from "../lib/schemas/company.ts";
import filledCompany from "../test/company-filled.json" with { type: "json" };
import type { CompanyFacts } from "../lib/company.ts";
import { inSiteChrome, screenParameters } from "../../.storybook/screen.tsx";
import { NewsletterForm } from "../features/newsletter/NewsletterForm.tsx";

/** A content page in the toolbar's language (the German file falls back to English per field, as on the site). */
function useContentPage(key: "check-a-pet-shipper" | "imprint" | "about" | "privacy-policy" | "terms-of-service"): PageTranslation {
  const lang = useLang();
  return { ...enPages[key], ...(lang === "de" ? dePages[key] : {}) } as PageTranslation;
}

/** Whole screens from the content fixtures, in the toolbar's language. */
const screens = {
  home: function Home() {
    return <HomeView {...homeProps(useLang())} />;
  },
  destination: function Destination() {
    const lang = useLang();
    const shown = "japan/tokyo-nrt";
    const cards = destinationCards(lang);
    const explore = exploreRow(featured.exploreMore.flatMap((slug) => cards.filter((card) => card.slug === slug)), shown);
    return <DestinationView destination={destination(lang, shown)} explore={explore} planner={plannerData(lang, shown, { today: "2026-11-23" })} />;
  },
  service: function Service() {
    return <ServiceView service={published(fixtures.services(useLang())[0]!)} />;
  },
  topic: function Topic() {
    const topics = fixtures.topics(useLang());
    return <TopicView topic={published(topics[0]!)} related={topics.slice(1, 4).map(summary)} />;
  },
  blog: function Blog() {
    return <BlogListView posts={postSummaries(useLang())} newsletter={<NewsletterForm />} />;
  },
  blogEmpty: function BlogEmpty() {
    return <BlogListView posts={[]} newsletter={null} />;
  },
  post: function Post() {
    const lang = useLang();
    return <BlogPostView post={published(fixtures.posts(lang)[0]!)} related={postSummaries(lang).slice(1, 4)} />;
  },
  petShipping: function PetShipping() {
    const lang = useLang();
    const intro = { title: lang === "de" ? "Haustiertransport" : "Pet Shipping", meta_title: "", meta_description: "", content: `<p>${fixtures.services(lang)[0]!.translation.excerpt}</p>` };
    const popular = destinationCards(lang).filter((card) => featured.petShipping.includes(card.slug));
    return <PetShippingView intro={intro} destinations={popular} faqs={faqs(lang).slice(0, 4)} />;
  },
  imageDirectory: function ImageDirectory() {
    return <ImageDirectoryView destinations={fixtures.destinations("en").map(({ slug, city, airport_code }) => ({ src: `/assets/destinations/places/${slug}.jpg`, city, airport_code }))} />;
  },
  // Content pages as shipped: the shipper check with its sources, the imprint and the about page with the company's facts (content/company.json).
  checkShipper: function CheckShipper() {
    return <ContentPageView page={useContentPage("check-a-pet-shipper")}><CheckUs facts={company} /></ContentPageView>;
  },
  // The same page once the company has filled in its facts (fictitious test data): every check passes.
  checkShipperFilled: function CheckShipperFilled() {
    return <ContentPageView page={useContentPage("check-a-pet-shipper")}><CheckUs facts={filledCompany as CompanyFacts} /></ContentPageView>;
  },
  imprint: function Imprint() {
    return <ContentPageView page={useContentPage("imprint")} before={<ImprintFacts facts={company} />} />;
  },
  privacy: function Privacy() {
    return <ContentPageView page={useContentPage("privacy-policy")} />;
  },
  terms: function Terms() {
    return <ContentPageView page={useContentPage("terms-of-service")} />;
  },
  about: function About() {
    return <AboutView page={useContentPage("about")} facts={company} />;
  },
  // The about page once the company has filled in its team, memberships and review profile (fictitious test data), in its grid.
  aboutFilled: function AboutFilled() {
    return <AboutView page={useContentPage("about")} facts={companySchema.parse(filledCompany)} />;
  },
  destinationLoading: DestinationSkeleton,
  postLoading: BlogPostLoading,
};

function Screen({ name }: { name: keyof typeof screens }) {
  const View = screens[name];
  return <View />;
}

/** Every screen inside the site's chrome, as visitors see it (.storybook/screen.tsx). */
const meta = { title: "Screens", component: Screen, subcomponents: { ArticleBody }, decorators: [inSiteChrome], parameters: screenParameters } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const de = { globals: { language: "de" } };
export const Home: Story = { args: { name: "home" } };
export const HomeGerman: Story = { args: { name: "home" }, ...de };
export const DestinationDetail: Story = { args: { name: "destination" } };
export const DestinationDetailGerman: Story = { args: { name: "destination" }, ...de };
export const ServiceDetail: Story = { args: { name: "service" } };
export const ServiceDetailGerman: Story = { args: { name: "service" }, ...de };
export const TopicDetail: Story = { args: { name: "topic" } };
export const TopicDetailGerman: Story = { args: { name: "topic" }, ...de };
export const BlogList: Story = { args: { name: "blog" } };
export const BlogListGerman: Story = { args: { name: "blog" }, ...de };
export const BlogListEmpty: Story = { args: { name: "blogEmpty" } };
export const BlogPost: Story = { args: { name: "post" } };
export const BlogPostGerman: Story = { args: { name: "post" }, ...de };
export const PetShippingLanding: Story = { args: { name: "petShipping" } };
export const PetShippingLandingGerman: Story = { args: { name: "petShipping" }, ...de };
// The directory shows each image's loading state ("Loading…" / "Loaded"), which depends on whether an
// earlier story left the image in the browser's cache: the story check does not compare it after others.
const imageDirectory = { args: { name: "imageDirectory" }, parameters: { storyCheck: { compareAfterOthers: false } } } as const;
export const ImageDirectory: Story = imageDirectory;
export const ImageDirectoryGerman: Story = { ...imageDirectory, ...de };
export const DestinationDetailLoading: Story = { args: { name: "destinationLoading" } };
export const DestinationDetailLoadingGerman: Story = { args: { name: "destinationLoading" }, ...de };
export const BlogPostLoadingState: Story = { args: { name: "postLoading" } };
export const BlogPostLoadingStateGerman: Story = { args: { name: "postLoading" }, ...de };
export const CheckAShipper: Story = { args: { name: "checkShipper" } };
export const CheckAShipperGerman: Story = { args: { name: "checkShipper" }, ...de };
export const CheckAShipperOnAPhone: Story = onPhone({ args: { name: "checkShipper" } });
export const CheckAShipperWithFacts: Story = { args: { name: "checkShipperFilled" } };
export const CheckAShipperWithFactsGerman: Story = { args: { name: "checkShipperFilled" }, ...de };
export const Imprint: Story = { args: { name: "imprint" } };
export const ImprintGerman: Story = { args: { name: "imprint" }, ...de };
export const About: Story = { args: { name: "about" } };
export const AboutGerman: Story = { args: { name: "about" }, ...de };
export const AboutWithMemberships: Story = { args: { name: "aboutFilled" } };
export const AboutWithTeamGerman: Story = { args: { name: "aboutFilled" }, ...de };
export const AboutWithTeamOnAPhone: Story = onPhone({ args: { name: "aboutFilled" } });
export const PrivacyPolicy: Story = { args: { name: "privacy" } };
export const PrivacyPolicyGerman: Story = { args: { name: "privacy" }, ...de };
export const TermsOfService: Story = { args: { name: "terms" } };
export const TermsOfServiceGerman: Story = { args: { name: "terms" }, ...de };

// Each screen at phone width (390 px).
export const HomeOnAPhone: Story = onPhone({ args: { name: "home" } });
export const HomeOnAPhoneGerman: Story = onPhone({ args: { name: "home" }, ...de });
export const DestinationDetailOnAPhone: Story = onPhone({ args: { name: "destination" } });
export const DestinationDetailOnAPhoneGerman: Story = onPhone({ args: { name: "destination" }, ...de });
export const ServiceDetailOnAPhone: Story = onPhone({ args: { name: "service" } });
export const TopicDetailOnAPhone: Story = onPhone({ args: { name: "topic" } });
export const BlogListOnAPhone: Story = onPhone({ args: { name: "blog" } });
export const BlogPostOnAPhoneGerman: Story = onPhone({ args: { name: "post" }, ...de });
export const PetShippingLandingOnAPhone: Story = onPhone({ args: { name: "petShipping" } });
export const ImageDirectoryOnAPhone: Story = onPhone(imageDirectory);
export const DestinationDetailLoadingOnAPhone: Story = onPhone({ args: { name: "destinationLoading" } });
export const BlogPostLoadingOnAPhone: Story = onPhone({ args: { name: "postLoading" } });
export const ImprintOnAPhoneGerman: Story = onPhone({ args: { name: "imprint" }, ...de });
export const AboutOnAPhone: Story = onPhone({ args: { name: "about" } });
export const PrivacyPolicyOnAPhone: Story = onPhone({ args: { name: "privacy" } });
export const TermsOfServiceOnAPhoneGerman: Story = onPhone({ args: { name: "terms" }, ...de });
