import { describe, expect, it } from "vitest";
import { pendingViewOf } from "./pending-page.ts";

describe("pendingViewOf", () => {
  it("names the loading view of destination and blog post paths, in both languages", () => {
    expect(pendingViewOf("/destinations/japan/tokyo-nrt")).toBe("destination");
    expect(pendingViewOf("/destinationen/deutschland/frankfurt-fra")).toBe("destination");
    expect(pendingViewOf("/destinations/tokyo-nrt")).toBe("destination");
    expect(pendingViewOf("/blog/flying-with-dogs")).toBe("blogPost");
  });

  it("has none for lists, the calendar file and other pages", () => {
    for (const path of ["/destinations", "/destinationen", "/destinations/japan/tokyo-nrt/calendar", "/blog", "/faq", "/"]) expect(pendingViewOf(path), path).toBeNull();
  });
});
