/**
 * The short reference of a lead (`ARC-7K4M2Q`): six characters from an alphabet without the ones
 * people confuse when they read a reference aloud or type it (0/O, 1/I/L, U). The database makes
 * them (the column default of every lead table); a reference names a lead, it is no key to anything.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE = new RegExp(`^[${REFERENCE_ALPHABET}]{6}$`);

/** A typed reference as stored (`arc 7k4m2q`, `7K4M2Q`, `ARC-7K4M2Q`), or undefined when it cannot be one. */
export function normaliseReference(input: string): string | undefined {
  const code = input.trim().toUpperCase().replace(/^ARC[\s-]*/, "");
  return CODE.test(code) ? `ARC-${code}` : undefined;
}
