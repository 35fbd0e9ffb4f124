/**
 * The visible texts docs/requirements.md quotes: "Texts in single quotes ('…') are product copy and appear
 * on the English site exactly as written". Code spans (`'dog'`, `'all'`) are values, not copy, and are left
 * out; an apostrophe inside a word (We'll, pet's) belongs to the text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const requirements = join(import.meta.dirname, "../../docs/requirements.md");

/** Opens after anything but a letter or digit, closes before anything but one: apostrophes inside words stay inside. */
const quoted = /(?<![\p{L}\p{N}])'(?=\S)(.+?)(?<=\S)'(?![\p{L}\p{N}])/gu;

/** Each text quoted in a markdown document, once, in the order of first mention. */
export function quotedTexts(markdown: string): string[] {
  const prose = markdown.replace(/`[^`\n]*`/g, "");
  return [...new Set([...prose.matchAll(quoted)].map((match) => match[1]!))];
}

/** The texts the requirements quote. */
export const specQuotedTexts = (): string[] => quotedTexts(readFileSync(requirements, "utf8"));
