import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../test/database.ts";
import { contactMessages, mailOutbox, users } from "../db/schema.ts";
import { submitContact } from "../leads/submit.server.ts";
import { createUser } from "./accounts.server.ts";
import { erasePerson } from "./privacy.server.ts";

describe("erasing a person's data", () => {
  const db = withTestDatabase({ RATE_LIMIT_POINTS: "1000", SALES_EMAIL: "sales@arc.example" });
  const contact = (email: string) => ({ name: "Lena Vogt", email, subject: "Feedback", message: "A question about our cat's flight.", recaptchaToken: "recaptcha-not-loaded" });

  it("takes a person's leads and mails, but not the notifications about other people's leads sent to a staff address", async () => {
    await createUser(db.handle.db, "erasing-staff", "a long and careful passphrase 42");
    const [{ id: staff }] = (await db.handle.db.select({ id: users.id }).from(users).where(eq(users.username, "erasing-staff"))) as [{ id: number }];
    const stranger = await submitContact(contact("lena@example.org"), { lang: "en", clientIp: "10.7.7.7" });
    const id = stranger.kind === "created" ? stranger.id : "";
    expect(await erasePerson("SALES@arc.example", staff)).toBe(0);
    const kept = await db.handle.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.contactMessageId, id));
    expect(kept.map((mail) => mail.kind).sort()).toEqual(["customer_contact", "sales_contact"]);

    expect(await erasePerson("lena@example.org", staff)).toBe(1);
    expect(await db.handle.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toEqual([]);
    expect(await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, id))).toEqual([]);
  });
});
