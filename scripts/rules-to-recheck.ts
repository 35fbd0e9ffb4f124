/**
 * `npm run content:recheck`: the rule sets of content/requirements.json whose official sources were
 * last checked more than six months ago (content/README.md, "Re-checking the rules"), the longest
 * unchecked first. The staff area's overview shows the same list.
 */
import { officeToday } from "../src/lib/office-day.ts";
import { requirements } from "../src/lib/planner/data.ts";
import { RECHECK_MONTHS, rulesToRecheck } from "../src/lib/planner/review.ts";

const file = requirements();
const due = rulesToRecheck(file, officeToday(new Date()));
if (due.length === 0) {
  console.log(`All ${Object.keys(file.rules).length} rule sets were checked within the last ${RECHECK_MONTHS} months.`);
} else {
  console.log(`${due.length} of ${Object.keys(file.rules).length} rule sets were last checked more than ${RECHECK_MONTHS} months ago:`);
  for (const { rule, checked } of due) console.log(`  ${rule}: checked on ${checked}`);
}
