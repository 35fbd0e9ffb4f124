import { describe, expect, it } from "vitest";
import raw from "../../content/company.json" with { type: "json" };
import filled from "../test/company-filled.json" with { type: "json" };
import { companySchema } from "./schemas/company.ts";
import { article, breadcrumbList, faqPage, organization, serializeJsonLd, service } from "./structured-data.ts";

const site = "https://www.arcpetair.example";

describe("structured data", () => {
  it("describes the organisation in the page language", () => {
    const en = organization(site, "en");
    const de = organization(site, "de");
    expect(en).toMatchObject({ "@type": "Organization", url: `${site}/`, "@id": `${site}/#organization` });
    expect(en.description).not.toBe(de.description);
  });

  it("states only the company facts the file fills in", () => {
    const shipped = organization(site, "en", companySchema.parse(raw));
    expect(shipped.name).toBe("ARC Pet Air");
    for (const key of ["legalName", "address", "vatID", "founder", "memberOf", "sameAs", "alternateName"]) expect(shipped).not.toHaveProperty(key);
    const full = organization(site, "de", companySchema.parse(filled));
    expect(full).toMatchObject({
      name: "ARC Pet Air",
      legalName: "Beispiel Tierflug GmbH (fictitious)",
      vatID: "DE000000000",
      email: "office@example.com",
      telephone: "+49 69 90009 123",
      address: { "@type": "PostalAddress", streetAddress: "Musterstraße 1", postalCode: "12345", addressLocality: "Musterstadt", addressCountry: "DE" },
      sameAs: ["https://reviews.example.com/arc-pet-air"],
    });
    expect(full.memberOf).toEqual([
      { "@type": "ProgramMembership", hostingOrganization: { "@type": "Organization", name: "Example Animal Transport Association" }, programName: "Vollmitglied", membershipNumber: "EX-0001", url: "https://directory.example.com/members/ex-0001" },
      { "@type": "ProgramMembership", hostingOrganization: { "@type": "Organization", name: "Example Veterinary Board" }, programName: "Registrierter Tiertransporteur", membershipNumber: "EX-VET-42" },
    ]);
  });

  it("numbers breadcrumbs from one with absolute URLs", () => {
    const list = breadcrumbList(site, [
      { name: "Home", path: "/" },
      { name: "Destinations", path: "/destinations" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
      { "@type": "ListItem", position: 2, name: "Destinations", item: `${site}/destinations` },
    ]);
  });

  it("turns FAQ answers into plain text", () => {
    const page = faqPage([{ translation: { question: "How early?", answer: "<p>Book <strong>4-6 weeks</strong> ahead.</p>" } }], "en");
    expect(page.mainEntity).toEqual([{ "@type": "Question", name: "How early?", acceptedAnswer: { "@type": "Answer", text: "Book 4-6 weeks ahead." } }]);
  });

  it("links articles and services to the organisation", () => {
    const post = article(site, "de", { url: "/blog/x?language=de", title: "T", description: "D", image: "/assets/pets/dog-1.jpg", published: "2026-01-02", modified: "2026-01-03" });
    expect(post).toMatchObject({ inLanguage: "de", mainEntityOfPage: `${site}/blog/x?language=de`, image: `${site}/assets/pets/dog-1.jpg`, datePublished: "2026-01-02" });
    expect(service(site, "en", { url: "/services/a", name: "A", description: "B" }).provider).toMatchObject({ "@id": `${site}/#organization` });
  });

  it("cannot be closed early by text in the content", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
