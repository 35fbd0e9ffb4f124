import type { Meta, StoryObj } from "@storybook/react-vite";
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
    return <DestinationCards cards={destinationCards(useLang()).slice(0, 6)} priority={2} />;
  },
  postCards: function Posts() {
    return <PostCards posts={postSummaries(useLang()).slice(0, 3)} />;
  },
  featuredPost: function Featured() {
    return <FeaturedPost post={postSummaries(useLang())[0]!} />;
  },
  continentFallback: () => <DestinationImage country="atlantis" continent="europe" alt="Atlantis" name="Atlantis" />,
  gradientFallback: () => <DestinationImage country="atlantis" continent="lemuria" alt="Atlantis" name="Atlantis" />,
  petFallback: () => <PetImage src="/assets/pets/hamster-9.jpg" alt="" />,
  postNotFound: () => <NotFoundView title="post.notFound" text="notFound.metaDescription" />,
  serviceNotFound: () => <NotFoundView title="service.notFound" text="notFound.metaDescription" />,
  topicNotFound: () => <NotFoundView title="topic.notFound" text="notFound.metaDescription" />,
  destinationNotFound: () => <NotFoundView title="destination.notFound" text="destination.notFoundText" />,
  pageNotFound: () => <NotFoundView />,
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
export const Testimonials3: Story = { name: "Testimonials", args: { name: "testimonials" } };
export const TestimonialsGerman: Story = { args: { name: "testimonials" }, ...de };
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
