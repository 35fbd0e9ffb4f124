/**
 * Start-up check of the company facts the build carries (content/company.json): a file that does not
 * validate stops the start; legally required imprint data that is missing is named in one warning.
 */
import { company, imprintGaps, type CompanyFacts } from "../lib/company.ts";
import { companySchema } from "../lib/schemas/company.ts";
import { ContentError } from "./content.server.ts";
import { log } from "./log.server.ts";

export function checkCompanyFacts(value: unknown = company, warn: (line: string) => void = (line) => log.warn(line)): CompanyFacts {
  const result = companySchema.safeParse(value);
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => `content/company.json: ${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("\n"));
  }
  const gaps = imprintGaps(result.data);
  if (gaps.length > 0) {
    warn(`imprint: content/company.json lacks what § 5 DDG requires: ${gaps.join(", ")}; the imprint shows only what is filled in; npm run launch-check lists everything a visitor cannot yet verify`);
  }
  return result.data;
}
