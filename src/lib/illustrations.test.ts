import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { illustrations, type MapData } from "../../scripts/illustrations.ts";

const content = join(import.meta.dirname, "..", "..", "content");
const records = (file: string) => JSON.parse(readFileSync(join(content, file), "utf8")) as Array<{ slug: string; image?: string }>;

describe("the drawn illustrations", () => {
  // The drawings are made lazily; their names are known without the map data.
  const drawn = new Set(Object.keys(illustrations({} as MapData)));

  it("cover every blog post and guide whose image is a drawing, and the hero", () => {
    expect(drawn.has("hero")).toBe(true);
    for (const item of [...records("blog.json"), ...records("topics.json")]) {
      const name = /^\/assets\/illustrations\/([a-z0-9-]+)\.jpg$/.exec(item.image ?? "")?.[1];
      expect(item.image, item.slug).toBeDefined();
      if (name) expect(drawn.has(name), `${item.slug}: no drawing named ${name}`).toBe(true);
    }
  });

  it("give each post and guide its own picture", () => {
    const images = [...records("blog.json"), ...records("topics.json")].map((item) => item.image);
    expect(new Set(images).size).toBe(images.length);
  });
});
