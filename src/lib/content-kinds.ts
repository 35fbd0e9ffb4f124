/** Content constants shared by the schemas and the views (kept free of zod so views stay small). */
export const faqCategories = ["general", "health-safety", "preparation"] as const;
export type FaqCategory = (typeof faqCategories)[number];
