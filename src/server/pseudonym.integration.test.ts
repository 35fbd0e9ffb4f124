import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../test/database.ts";
import { appSecrets } from "./db/schema.ts";
import { pseudonym } from "./pseudonym.server.ts";

describe("pseudonymised client addresses", () => {
  const db = withTestDatabase({});

  it("use a key generated once and kept in the database when IP_HASH_SECRET is unset", async () => {
    const first = await pseudonym("203.0.113.9");
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await pseudonym("203.0.113.9")).toBe(first);
    expect(await pseudonym("203.0.113.10")).not.toBe(first);
    // The only key of its kind (the table keeps other secrets too, such as the references' key).
    const rows = (await db.handle.db.select().from(appSecrets)).filter((row) => row.name !== "lead-reference");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(40);
    expect(rows[0]!.value).not.toBe("arc-pet-air");
  });
});
