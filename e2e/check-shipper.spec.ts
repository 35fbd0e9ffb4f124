/**
 * The page on checking a pet shipper before paying: in both languages it answers, is reached from
 * the footer and from the home page's trust band, names its sources, says which of its checks the
 * company's published facts let an owner make, and passes axe.
 */
import { expect, test } from "@playwright/test";
import { hrefOf } from "../src/route-table.ts";
import { en } from "../src/i18n/messages/en.ts";
import { de } from "../src/i18n/messages/de.ts";
import { enCompany } from "../src/i18n/messages/en-company.ts";
import { deCompany } from "../src/i18n/messages/de-company.ts";
import { axeFindings, describeViolations } from "./support/axe.ts";
import { consent } from "./support/consent.ts";

for (const [lang, texts, companyTexts] of [["en", en, enCompany], ["de", de, deCompany]] as const) {
  const home = hrefOf("home", lang);
  const path = hrefOf("checkShipper", lang);

  test.describe(`checking a pet shipper (${lang})`, () => {
    test("the page answers with its sources and passes axe", async ({ page }) => {
      // The cookie banner answered: axe looks at the page, not at the banner fading in (its own tests check it).
      await consent(page.context());
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const sources = page.getByTestId("page-sources");
      await expect(sources.getByRole("heading", { name: texts["page.sources"] })).toBeVisible();
      const links = sources.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(5);
      for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""))) expect(href).toMatch(/^https:\/\//);
      await expect(sources.getByRole("link", { name: /IPATA/ }).first()).toBeVisible();
      // "How to check us" says, from the shipped facts, that none of its checks can be made here yet, promises no
      // call without a number, and leads to the contact form.
      const checks = page.getByTestId("check-us");
      await expect(checks.getByRole("heading", { name: companyTexts["checkUs.title"] })).toBeVisible();
      expect(await checks.locator("[data-check]").evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute("data-check")}:${node.getAttribute("data-passes")}`))).toEqual([
        "register:no",
        "office:no",
        "phone:no",
        "memberships:no",
      ]);
      await expect(checks).toContainText(companyTexts["checkUs.phoneMissing"]);
      await expect(checks.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(checks.locator(`a[href="${hrefOf("contact", lang)}"]`)).toBeVisible();
      expect(describeViolations(path, (await axeFindings(page)).violations)).toEqual([]);
    });

    test("the footer and the home page's trust band link to it", async ({ page }) => {
      await page.goto(home);
      const footerLink = page.getByTestId("site-footer").getByRole("link", { name: texts["nav.checkShipper"] });
      await expect(footerLink).toHaveAttribute("href", path);
      const trustLink = page.getByTestId("trust-check-link");
      await expect(trustLink).toHaveAttribute("href", path);
      await expect(trustLink).toHaveText(texts["home.badge.check"] ?? "");
      await trustLink.click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}
