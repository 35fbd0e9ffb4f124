/**
 * A story variant at phone width: 390 × 844 px, in the Storybook UI (the `phone` viewport of
 * preview.tsx) and in the story check (scripts/check-stories.ts), which renders every story at the
 * size of the viewport its globals choose. Every page-level story has one:
 * `export const OnAPhone = onPhone(Default)`; a meta whose stories are all phone stories sets
 * `globals: PHONE_GLOBALS` (Storybook reads a meta only as an object literal, never a call's result).
 */
export const PHONE_VIEWPORT = { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" } as const;

export const PHONE_GLOBALS = { viewport: { value: "phone", isRotated: false } } as const;

interface PhoneReady {
  globals?: Record<string, unknown>;
}

export function onPhone<S extends object>(story: S & PhoneReady): S & Required<PhoneReady> {
  return { ...story, globals: { ...story.globals, ...PHONE_GLOBALS } };
}
