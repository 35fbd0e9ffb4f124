/**
 * Schema of `content/company.json`: the company's verifiable facts (legal name, offices, register
 * entry, VAT ID, memberships, review profiles). Every identifying field may be empty; the site then
 * leaves it out (content/README.md, decision 024).
 */
import { z } from "zod";
import { isCalendarDate } from "../planner/dates.ts";

const text = z.string().trim();
const localizedText = z.strictObject({ en: z.string().trim().min(1), de: z.string().trim().min(1) });
const httpsUrl = z.url({ protocol: /^https$/ });

/** A trust badge of the home page that a membership may back. */
export const badgeKeys = ["iata", "handlers", "vet"] as const;
export type BadgeKey = (typeof badgeKeys)[number];

export const officeSchema = z.strictObject({
  /** e.g. "Head office" / "Hauptsitz"; optional. */
  label: localizedText.optional(),
  street: text.min(1),
  postal_code: text.min(1),
  city: text.min(1),
  /** ISO 3166-1 alpha-2, e.g. DE. */
  country: z.string().regex(/^[A-Z]{2}$/, "two capital letters (ISO 3166-1), such as DE"),
});

export const membershipSchema = z.strictObject({
  issuer: text.min(1),
  name: localizedText,
  number: text.min(1),
  /** The issuer's public directory entry for the company, where the issuer has one. */
  url: httpsUrl.optional(),
  /** The home page's trust badge this membership backs; the badge then links to `url`. */
  badge: z.enum(badgeKeys).optional(),
});

export const reviewProfileSchema = z.strictObject({ platform: text.min(1), url: httpsUrl });

/** The networks the footer has an icon for. */
export const socialNetworks = ["facebook", "instagram", "linkedin", "twitter"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
/** The company's own profile on a network: the footer links to it, and shows no icon for a network without one. */
export const socialProfileSchema = z.strictObject({ network: z.enum(socialNetworks), url: httpsUrl });

/**
 * A photograph of the company's photo library (`server/photos.server.ts`): its 1200 × 800 JPEG, named by its content;
 * the AVIF and WebP variants the site serves lie beside it under the same name (`/media/{id}-400.avif` …).
 */
/** The largest photo staff may upload to the library: what a phone's camera sends, with room. */
export const LIBRARY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const photoPath = z.string().regex(/^\/media\/[0-9a-f]{32}\.jpg$/, "a photo of the photo library");

/** A member of the team, shown on the about page. */
export const teamMemberSchema = z.strictObject({ name: text.min(1), role: localizedText, photo: photoPath.optional() });

/**
 * A client's story (the home and service pages' testimonials): the pet's name, how the owner agreed to be named, the
 * route, the owner's words, a photo, and the day the owner consented to its publication: no story without one.
 */
export const storySchema = z.strictObject({
  pet: text.min(1),
  owner: text.min(1),
  route: text.min(1),
  quote: localizedText,
  photo: photoPath.optional(),
  consent_on: z.string().refine(isCalendarDate, "the day the owner consented, as YYYY-MM-DD"),
});

/** The pages whose drawn picture a photograph may replace. */
export const pictureSubjects = ["destination", "service"] as const;
export type PictureSubject = (typeof pictureSubjects)[number];
/** A photograph that replaces a destination's map or a service's drawing: `destination:japan/tokyo-nrt`, `service:door-to-door`. */
export const pictureSchema = z.strictObject({
  page: z.string().regex(/^(?:destination:[a-z0-9-]+\/[a-z0-9-]+|service:[a-z0-9-]+)$/, "a destination (destination:country/city-airport) or a service (service:slug)"),
  photo: photoPath,
});

export const companySchema = z.strictObject({
  /** The name the site uses everywhere. */
  brand: text.min(1),
  /** The registered legal name with its legal form, e.g. "… GmbH". */
  legal_name: text,
  managing_directors: z.array(text.min(1)),
  email: z.union([z.literal(""), z.email()]),
  phone: z.union([z.literal(""), z.string().regex(/^\+[1-9][\d ]{6,20}$/, "an international number such as +49 69 1234567")]),
  /** The first office is the registered one (imprint, structured data). */
  offices: z.array(officeSchema),
  register: z
    .strictObject({ court: text, number: text })
    .refine((value) => !value.court === !value.number, "court and number go together: both filled or both empty"),
  vat_id: z.union([z.literal(""), z.string().regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, "a VAT ID such as DE123456789")]),
  /** Person responsible for the content under § 18(2) MStV; empty → the first managing director. */
  content_responsible: text,
  memberships: z.array(membershipSchema),
  review_profiles: z.array(reviewProfileSchema),
  social_profiles: z.array(socialProfileSchema),
  /** The team, as staff name it (the about page); versions saved before the team could be named have none. */
  team: z.array(teamMemberSchema).default([]),
  stories: z.array(storySchema).default([]),
  pictures: z.array(pictureSchema).default([]),
});

export type CompanyFacts = z.output<typeof companySchema>;
export type Office = z.output<typeof officeSchema>;
export type Membership = z.output<typeof membershipSchema>;
export type SocialProfile = z.output<typeof socialProfileSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;
export type Story = z.output<typeof storySchema>;
