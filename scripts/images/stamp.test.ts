import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imagesAreCurrent, imagesStamp, imagesStampFile } from "./stamp.ts";

describe("the drawn images", () => {
  it("are committed as the sources they are drawn from give them (decision 046): after changing those, `npm run build:images` and commit public/assets", () => {
    const committed = existsSync(imagesStampFile) ? readFileSync(imagesStampFile, "utf8") : "(no stamp: public/assets holds no drawn images)";
    expect(imagesAreCurrent(), `public/assets/.images-stamp is ${committed}, the sources give ${imagesStamp()}`).toBe(true);
  });
});
