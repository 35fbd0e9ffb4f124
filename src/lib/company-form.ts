/**
 * The staff area's form for the company's facts (route `staffCompany`): flat field names for the facts of
 * `schemas/company.ts`, the form's values for a version, and the facts of a posted form, checked by the schema, or
 * each refused field with the hint that says what it takes. Rows left empty are no facts; the brand is not edited
 * here (it is the site's name in every text).
 *
 *   legal_name, managing_directors (one per line), content_responsible, email, phone, vat_id, register.court,
 *   register.number, office.street | .postal_code | .city | .country,
 *   membership{1..MEMBERSHIPS}.issuer | .name_en | .name_de | .number | .url | .badge,
 *   review{1..REVIEWS}.platform | .url, social.{network},
 *   team{1..TEAM}.name | .role_en | .role_de | .photo,
 *   story{1..STORIES}.pet | .owner | .route | .quote_en | .quote_de | .photo | .consent_on,
 *   picture{1..PICTURES}.page | .photo
 */
import { companySchema, socialNetworks, type CompanyFacts } from "./schemas/company.ts";

export const MEMBERSHIPS = 4;
export const REVIEWS = 3;
export const TEAM = 8;
export const STORIES = 4;
export const PICTURES = 8;
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
export const membershipNumbers = numbers(MEMBERSHIPS);
export const reviewNumbers = numbers(REVIEWS);
export const teamNumbers = numbers(TEAM);
export const storyNumbers = numbers(STORIES);
export const pictureNumbers = numbers(PICTURES);

const membershipParts = ["issuer", "name_en", "name_de", "number", "url", "badge"] as const;
const officeParts = ["street", "postal_code", "city", "country"] as const;
export const teamParts = ["name", "role_en", "role_de", "photo"] as const;
export const storyParts = ["pet", "owner", "route", "quote_en", "quote_de", "photo", "consent_on"] as const;
export const pictureParts = ["page", "photo"] as const;

/** Every field of the form, in its order. */
export const companyFormFields: readonly string[] = [
  "legal_name",
  "managing_directors",
  "content_responsible",
  "email",
  "phone",
  "vat_id",
  "register.court",
  "register.number",
  ...officeParts.map((part) => `office.${part}`),
  ...membershipNumbers.flatMap((number) => membershipParts.map((part) => `membership${number}.${part}`)),
  ...reviewNumbers.flatMap((number) => [`review${number}.platform`, `review${number}.url`]),
  ...socialNetworks.map((network) => `social.${network}`),
  ...teamNumbers.flatMap((number) => teamParts.map((part) => `team${number}.${part}`)),
  ...storyNumbers.flatMap((number) => storyParts.map((part) => `story${number}.${part}`)),
  ...pictureNumbers.flatMap((number) => pictureParts.map((part) => `picture${number}.${part}`)),
];

export type CompanyFormValues = Record<string, string>;

/** What a refused field takes, as a key of the staff dictionary. */
export type CompanyHint = "required" | "email" | "phone" | "vat" | "url" | "country" | "register" | "membership" | "photo" | "date" | "page";

export type CompanyFormResult = { ok: true; facts: CompanyFacts } | { ok: false; errors: { field: string; hint: CompanyHint }[] };

/** The form's values for a version's facts (the first office only: the one the imprint names). */
export function companyFormValues(facts: CompanyFacts): CompanyFormValues {
  const values: CompanyFormValues = {
    legal_name: facts.legal_name,
    managing_directors: facts.managing_directors.join("\n"),
    content_responsible: facts.content_responsible,
    email: facts.email,
    phone: facts.phone,
    vat_id: facts.vat_id,
    "register.court": facts.register.court,
    "register.number": facts.register.number,
  };
  const office = facts.offices[0];
  for (const part of officeParts) values[`office.${part}`] = office?.[part] ?? "";
  facts.memberships.slice(0, MEMBERSHIPS).forEach((membership, index) => {
    const row = `membership${index + 1}`;
    Object.assign(values, {
      [`${row}.issuer`]: membership.issuer,
      [`${row}.name_en`]: membership.name.en,
      [`${row}.name_de`]: membership.name.de,
      [`${row}.number`]: membership.number,
      [`${row}.url`]: membership.url ?? "",
      [`${row}.badge`]: membership.badge ?? "",
    });
  });
  facts.review_profiles.slice(0, REVIEWS).forEach((review, index) => Object.assign(values, { [`review${index + 1}.platform`]: review.platform, [`review${index + 1}.url`]: review.url }));
  for (const profile of facts.social_profiles) values[`social.${profile.network}`] = profile.url;
  facts.team.slice(0, TEAM).forEach((member, index) =>
    Object.assign(values, { [`team${index + 1}.name`]: member.name, [`team${index + 1}.role_en`]: member.role.en, [`team${index + 1}.role_de`]: member.role.de, [`team${index + 1}.photo`]: member.photo ?? "" }),
  );
  facts.stories.slice(0, STORIES).forEach((story, index) => {
    const row = `story${index + 1}`;
    Object.assign(values, {
      [`${row}.pet`]: story.pet,
      [`${row}.owner`]: story.owner,
      [`${row}.route`]: story.route,
      [`${row}.quote_en`]: story.quote.en,
      [`${row}.quote_de`]: story.quote.de,
      [`${row}.photo`]: story.photo ?? "",
      [`${row}.consent_on`]: story.consent_on,
    });
  });
  facts.pictures.slice(0, PICTURES).forEach((picture, index) => Object.assign(values, { [`picture${index + 1}.page`]: picture.page, [`picture${index + 1}.photo`]: picture.photo }));
  return values;
}

/** The hint for a refused field, by the kind of value it holds. */
function hintOf(field: string): CompanyHint {
  if (field === "email") return "email";
  if (field === "phone") return "phone";
  if (field === "vat_id") return "vat";
  if (field === "office.country") return "country";
  if (field.startsWith("register.")) return "register";
  if (field.endsWith(".photo")) return "photo";
  if (field.endsWith(".consent_on")) return "date";
  if (field.endsWith(".page")) return "page";
  if (field.endsWith(".url") || field.startsWith("social.")) return "url";
  if (field.startsWith("membership")) return "membership";
  return "required";
}

/**
 * The facts of a posted form (values as `get` gives them; anything but a string counts as empty), keeping `brand`
 * from `base`; or the fields the schema refuses. A row with any part filled in is a fact whose parts must all be valid.
 */
export function companyFromForm(get: (name: string) => unknown, base: Pick<CompanyFacts, "brand">): CompanyFormResult {
  const value = (name: string) => {
    const raw = get(name);
    return typeof raw === "string" ? raw.trim() : "";
  };
  const filled = (names: readonly string[]) => names.some((name) => value(name) !== "");
  // Where each fact's issues point in the form: [schema path prefix, form row].
  const rows: [string, string][] = [];
  const officeFilled = filled(officeParts.map((part) => `office.${part}`));
  if (officeFilled) rows.push(["offices.0", "office"]);
  const memberships = membershipNumbers
    .filter((number) => filled(membershipParts.map((part) => `membership${number}.${part}`)))
    .map((number, index) => {
      rows.push([`memberships.${index}`, `membership${number}`]);
      const part = (name: (typeof membershipParts)[number]) => value(`membership${number}.${name}`);
      return {
        issuer: part("issuer"),
        name: { en: part("name_en"), de: part("name_de") },
        number: part("number"),
        ...(part("url") ? { url: part("url") } : {}),
        ...(part("badge") ? { badge: part("badge") } : {}),
      };
    });
  const reviews = reviewNumbers
    .filter((number) => filled([`review${number}.platform`, `review${number}.url`]))
    .map((number, index) => {
      rows.push([`review_profiles.${index}`, `review${number}`]);
      return { platform: value(`review${number}.platform`), url: value(`review${number}.url`) };
    });
  const social = socialNetworks.filter((network) => value(`social.${network}`)).map((network) => ({ network, url: value(`social.${network}`) }));
  // The rows of a list with any part filled in, each a fact whose parts must all be valid.
  const rowsOf = <T,>(name: string, count: number[], parts: readonly string[], listed: string, make: (part: (name: string) => string) => T): T[] =>
    count
      .filter((number) => filled(parts.map((part) => `${name}${number}.${part}`)))
      .map((number, index) => {
        rows.push([`${listed}.${index}`, `${name}${number}`]);
        return make((part) => value(`${name}${number}.${part}`));
      });
  const optionalPhoto = (photo: string) => (photo ? { photo } : {});
  const team = rowsOf("team", teamNumbers, teamParts, "team", (part) => ({ name: part("name"), role: { en: part("role_en"), de: part("role_de") }, ...optionalPhoto(part("photo")) }));
  const stories = rowsOf("story", storyNumbers, storyParts, "stories", (part) => ({
    pet: part("pet"),
    owner: part("owner"),
    route: part("route"),
    quote: { en: part("quote_en"), de: part("quote_de") },
    ...optionalPhoto(part("photo")),
    consent_on: part("consent_on"),
  }));
  const pictures = rowsOf("picture", pictureNumbers, pictureParts, "pictures", (part) => ({ page: part("page"), photo: part("photo") }));
  const candidate = {
    brand: base.brand,
    legal_name: value("legal_name"),
    managing_directors: value("managing_directors").split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
    email: value("email"),
    phone: value("phone"),
    offices: officeFilled ? [{ street: value("office.street"), postal_code: value("office.postal_code"), city: value("office.city"), country: value("office.country").toUpperCase() }] : [],
    register: { court: value("register.court"), number: value("register.number") },
    vat_id: value("vat_id").replace(/\s+/g, "").toUpperCase(),
    content_responsible: value("content_responsible"),
    memberships,
    review_profiles: reviews,
    social_profiles: social,
    team,
    stories,
    pictures,
  };
  const parsed = companySchema.safeParse(candidate);
  if (parsed.success) return { ok: true, facts: parsed.data };
  const errors = new Map<string, CompanyHint>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const field = fieldOf(path, rows, social.map((profile) => profile.network));
    if (!errors.has(field)) errors.set(field, hintOf(field));
  }
  return { ok: false, errors: [...errors].map(([field, hint]) => ({ field, hint })) };
}

/** The form field an issue of the schema points at. */
function fieldOf(path: string[], rows: [string, string][], social: string[]): string {
  const joined = path.join(".");
  if (path[0] === "managing_directors") return "managing_directors";
  if (path[0] === "register") return path[1] === "number" ? "register.number" : "register.court";
  if (path[0] === "social_profiles") return `social.${social[Number(path[1])] ?? socialNetworks[0]}`;
  for (const [prefix, row] of rows) {
    if (joined === prefix || joined.startsWith(`${prefix}.`)) {
      const rest = path.slice(prefix.split(".").length);
      const localized = { name: "name", role: "role", quote: "quote" } as Record<string, string>;
      const first = rest[0];
      const part =
        first && localized[first] && !(row.startsWith("team") && first === "name")
          ? `${localized[first]}_${rest[1] ?? "en"}`
          : (first ?? (row === "office" ? "street" : row.startsWith("review") ? "url" : row.startsWith("membership") ? "issuer" : row.startsWith("picture") ? "page" : row.startsWith("story") ? "pet" : "name"));
      return `${row}.${part}`;
    }
  }
  return path[0] && companyFormFields.includes(path[0]) ? path[0] : "legal_name";
}
