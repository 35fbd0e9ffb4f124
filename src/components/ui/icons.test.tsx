import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { icons } from "./icons.tsx";

describe("icons", () => {
  it.each(Object.entries(icons))("%s is a decorative 24-unit SVG of plain shapes at the size asked for", (_name, Icon) => {
    const html = renderToStaticMarkup(<Icon size={18} className="x" />);
    const [, attributes = "", shapes = ""] = /^<svg([^>]*)>(.*)<\/svg>$/.exec(html) ?? [];
    expect(attributes).toContain(' width="18" height="18" viewBox="0 0 24 24"');
    expect(attributes).toContain(' aria-hidden="true"');
    expect(attributes).toContain(' class="x"');
    // The shapes are inserted as markup: only paths, rectangles and circles with their geometry.
    expect(shapes).toMatch(/^(<(path|rect|circle)( (d|x|y|width|height|rx|cx|cy|r)="[-\d.a-zA-Z ,]+")+\/>)+$/);
  });
});
