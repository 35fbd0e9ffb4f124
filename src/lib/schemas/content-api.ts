/**
 * Response bodies of the read-only content API (docs/requirements.md §7). The server builds its answers with
 * these types, the MSW handlers in `mocks/` answer with them, and tests check both against them.
 */
import { z } from "zod";
import { continents } from "../../i18n/countries.ts";
import { faqCategories } from "../content-kinds.ts";

z.config({ jitless: true });

const translation = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  content: z.string().min(1),
  meta_title: z.string().min(1),
  meta_description: z.string().min(1),
});
const image = z.string().startsWith("/");

export const destinationListItem = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
  type: z.literal("destination"),
  country: z.string().min(1),
  city: z.string().min(1),
  continent: z.enum(continents),
  airport_code: z.string().regex(/^[A-Z]{3}$/),
  image,
  translation: translation.pick({ title: true, excerpt: true }),
});
export const destinationListResponse = z.array(destinationListItem);

export const destinationResponse = destinationListItem.extend({
  published: z.boolean(),
  translation: translation.extend({
    city: z.string().min(1).optional(),
    quick_facts: z.strictObject({
      documents: z.array(z.string()),
      processing_time: z.string(),
      airports: z.array(z.string()),
      climate: z.string().optional(),
    }),
  }),
});

const article = <T extends string>(type: T) =>
  z.strictObject({ id: z.number().int().positive(), slug: z.string().min(1), type: z.literal(type), image: image.optional(), translation });

export const serviceResponse = article("service");
export const serviceListResponse = z.array(serviceResponse);
export const topicResponse = article("topic");
export const blogPostResponse = article("blog").extend({ created_at: z.string().min(10), updated_at: z.string().min(10) });
export const blogListResponse = z.array(blogPostResponse);

export const faqListResponse = z.array(
  z.strictObject({
    id: z.number().int().positive(),
    order: z.number().int(),
    category: z.enum(faqCategories),
    translation: z.strictObject({ question: z.string().min(1), answer: z.string().min(1) }),
  }),
);

export const apiErrorResponse = z.strictObject({
  error: z.enum(["not_found", "bad_request", "method_not_allowed", "internal"]),
  message: z.string().min(1),
});

export type DestinationListItem = z.infer<typeof destinationListItem>;
export type DestinationResponse = z.infer<typeof destinationResponse>;
export type ServiceResponse = z.infer<typeof serviceResponse>;
export type TopicResponse = z.infer<typeof topicResponse>;
export type BlogPostResponse = z.infer<typeof blogPostResponse>;
export type FaqListResponse = z.infer<typeof faqListResponse>;
export type ApiError = z.infer<typeof apiErrorResponse>;
