import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff-company";
import { companyFacts } from "../lib/company.ts";
import { companyFormFields, companyFormValues, companyFromForm } from "../lib/company-form.ts";
import { metaFor, translatorOf } from "../lib/meta.ts";
import { langContext } from "../lib/request-context.ts";
import { companyHistory, latestCompanyVersion, publishCompanyFacts, saveCompanyFacts } from "../server/company.server.ts";
import { pageChoices } from "../server/content-selection.server.ts";
import { parseFormWithFiles } from "../server/http/forms.server.ts";
import { log } from "../server/log.server.ts";
import { photoLibrary, storePhoto } from "../server/photos.server.ts";
import { staffContext } from "../server/staff/session.server.ts";
import { CompanyView, type CompanyResult } from "../views/staff/CompanyView.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const [latest, history, photos, pages] = await Promise.all([latestCompanyVersion(), companyHistory(), photoLibrary(), pageChoices(context.get(langContext))]);
  // Before the first version the form starts from the facts the site shows (the shipped ones).
  return { history, photos, pages, values: companyFormValues(latest?.facts ?? companyFacts()) };
}

const actionSchema = z.object({
  intent: z.enum(["save", "publish", "upload"]),
  version: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...Object.fromEntries(companyFormFields.map((name) => [name, z.string().max(2_000).optional()])),
});

export async function action({ request, context }: Route.ActionArgs): Promise<CompanyResult | ReturnType<typeof data<CompanyResult>>> {
  const staff = context.get(staffContext);
  const { fields: form, files } = await parseFormWithFiles(request, actionSchema, "photo", 1);
  if (!form.success) return data({ kind: "invalid", errors: [], values: {} }, { status: 400 });
  if (form.data.intent === "upload") {
    if (files.length !== 1) return data({ kind: "uploadFailed", error: "none" }, { status: 400 });
    const stored = await storePhoto(files[0]!, staff.userId);
    if (!stored.ok) return data({ kind: "uploadFailed", error: stored.error }, { status: 400 });
    if (stored.created) log.info(`photo ${stored.path} uploaded by user=${JSON.stringify(staff.username)}`);
    return { kind: "uploaded", path: stored.path, created: stored.created };
  }
  if (form.data.intent === "publish") {
    const version = form.data.version ?? 0;
    if (!(await publishCompanyFacts(version, staff.userId))) return data({ kind: "publishFailed" }, { status: 409 });
    log.info(`company facts version ${version} published by user=${JSON.stringify(staff.username)}`);
    return { kind: "published", version };
  }
  const posted = form.data as Record<string, unknown>;
  const result = companyFromForm((name) => posted[name], companyFacts());
  const values = Object.fromEntries(companyFormFields.map((name) => [name, typeof posted[name] === "string" ? posted[name] : ""]));
  if (!result.ok) return data({ kind: "invalid", errors: result.errors, values }, { status: 400 });
  const version = await saveCompanyFacts(result.facts, staff.userId);
  log.info(`company facts version ${version} saved by user=${JSON.stringify(staff.username)}`);
  return { kind: "saved", version };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translatorOf(args.matches);
  return metaFor(args, t("company.staff.title"), t("company.staff.title"), { noindex: true });
};

export default function StaffCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyView {...loaderData} result={actionData} />;
}
