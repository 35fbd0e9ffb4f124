/**
 * The entry requirements of content/requirements.json, validated once on first use. Vite and vitest import
 * the JSON directly, so this also works in the browser bundle; the import attribute lets Node load it too.
 */
import raw from "../../../content/requirements.json" with { type: "json" };
import { requirementsFile, type RequirementsFile } from "../schemas/requirements.ts";

let parsed: RequirementsFile | undefined;

export function requirements(): RequirementsFile {
  parsed ??= requirementsFile.parse(raw);
  return parsed;
}
