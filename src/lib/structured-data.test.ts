import { describe, expect, it } from "vitest";
import { article, breadcrumbList, faqPage, organization, serializeJsonLd, service } from "./structured-data.ts";

const site = "https://www.arcpetair.example";

describe("structured data", () => {
  it("describes the organisation in the page language", () => {
    const en = organization(site, "en");
    const de = organization(site, "de");
    expect(en).toMatchObject({ "@type": "Organization", url: `${site}/`, "@id": `${site}/#organization` });
    expect(en.description).not.toBe(de.description);
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
