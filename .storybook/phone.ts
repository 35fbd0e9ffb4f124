/**
 * A story variant at phone width: 390 × 844 px in the Storybook UI (the `phone` viewport of
 * preview.tsx), and the `phone` tag makes the story check (scripts/check-stories.ts) render it at
 * 390 px as well. Every page-level story has one.
 *
 * The story check reads tags from Storybook's index, and the indexer reads a story's tags only
 * where they are written out in the story's own object: a function's result or a spread is not
 * read. So a phone story spells its tags out beside the helper:
 *
 *     export const OnAPhone: Story = { ...onPhone(Default), tags: ["phone"] };
 */
export const PHONE_VIEWPORT = { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" } as const;

interface PhoneReady {
  tags?: string[];
  globals?: Record<string, unknown>;
}

export function onPhone<S extends object>(story: S & PhoneReady): S & Required<PhoneReady> {
  return { ...story, tags: [...new Set([...(story.tags ?? []), "phone"])], globals: { ...story.globals, viewport: { value: "phone", isRotated: false } } };
}
