/**
 * `npm run launch-check`: what a visitor cannot yet verify about the company, from content/company.json, and what
 * the imprint still lacks under § 5 DDG. Exits with 1 while anything the imprint requires is missing; the staff
 * area's first screen shows the same list, and the server's start-up warning points here.
 */
import { launchCheck } from "../src/lib/company.ts";
import { companySchema } from "../src/lib/schemas/company.ts";
import raw from "../content/company.json" with { type: "json" };

const labels = {
  legal_name: "legal name (with its legal form)",
  phone: "phone number",
  email: "e-mail address",
  office: "an office address",
  register: "commercial register entry (court and number)",
  vat_id: "VAT ID",
  membership_or_review: "at least one membership with its directory link, or a review profile",
  team_photos: "photographs of the team (the about page names the team in words only)",
} as const;

const parsed = companySchema.safeParse(raw);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`content/company.json: ${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
  process.exit(2);
}
const { missing, imprint } = launchCheck(parsed.data);
if (missing.length === 0) console.log("A visitor can verify every company fact the site names.");
else {
  console.log(`A visitor cannot yet verify (content/company.json, see content/README.md "Company facts"):`);
  for (const fact of missing) console.log(`  - ${labels[fact]}`);
}
if (imprint.length > 0) {
  console.log(`The imprint lacks what § 5 DDG requires: ${imprint.join(", ")}.`);
  process.exitCode = 1;
} else console.log("The imprint names everything § 5 DDG requires.");
