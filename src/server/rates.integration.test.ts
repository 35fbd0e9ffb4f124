import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.server.ts";
import { postgresTestDatabase, withTestDatabase } from "../test/database.ts";
import { validInquiry } from "../test/fixtures.ts";
import { fictitiousRateCard } from "../test/rate-card.ts";
import { mailOutbox, quoteInquiries, rateCards, users } from "./db/schema.ts";
import { submitInquiry } from "./leads/submit.server.ts";
import { currentRateCard, latestRateCard, publishRateCard, rateCardHistory, rateCardVersion, saveRateCard, type RateCardContent } from "./rates.server.ts";
import { leadDetail } from "./staff/inbox.server.ts";
import { createUser } from "./staff/accounts.server.ts";
import { callLoader } from "../test/route-loader.ts";
import { loader as exportLoader } from "../routes/staff-export.ts";

const { version: _version, validFrom: _validFrom, ...content } = fictitiousRateCard();
/** The test card with a different price per kilogram in its first band (what a new version changes). */
const withFirstBand = (perKgCents: number): RateCardContent => ({
  ...content,
  zones: content.zones.map((zone) => ({ ...zone, bands: zone.bands.map((band, index) => (index === 0 ? { ...band, perKgCents } : band)) })),
});
/** A request to Tokyo (a destination of the site) for one 12 kg dog without measurements, nothing else asked for. */
const tokyoRequest = (email: string) => ({
  ...validInquiry(),
  email,
  destinationAddress: "Tokyo (NRT), Japan",
  weight: 12,
  dimensions: undefined,
  additionalPets: [],
  needPickup: false,
  hasOwnCrate: false,
  crateImage: undefined,
});

function suite(name: string, open?: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const db = withTestDatabase({ RATE_LIMIT_POINTS: "1000", SALES_EMAIL: "sales@arc.example" }, open ? { open } : {});
    const staffUser = async (username: string) => {
      await createUser(db.handle.db, username, "a long and careful passphrase 42");
      const [row] = await db.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return row!.id;
    };

    it("prices nothing without a card, and a draft is in force for no one until it is published", async () => {
      expect(await currentRateCard()).toBeUndefined();
      const sales = await staffUser("rates-sales");
      const draft = await saveRateCard({ ...content, validFrom: "2026-01-01" }, sales);
      expect(await currentRateCard("2026-06-01")).toBeUndefined();
      expect((await latestRateCard())?.version).toBe(draft);
      expect(await publishRateCard(draft, sales)).toBe(true);
      expect(await publishRateCard(draft, sales)).toBe(false);
      expect(await publishRateCard(draft + 100, sales)).toBe(false);
      expect(await currentRateCard("2026-06-01")).toEqual({ ...content, version: draft, validFrom: "2026-01-01" });
      expect(await currentRateCard("2025-12-31")).toBeUndefined();
    });

    it("applies each version from its validity date, and keeps who saved and published each", async () => {
      const sales = await staffUser("rates-manager");
      const current = (await currentRateCard("2026-06-01"))!.version;
      const july = await saveRateCard({ ...withFirstBand(1_100), validFrom: "2026-07-01" }, sales);
      const march = await saveRateCard({ ...withFirstBand(1_050), validFrom: "2026-03-01" }, sales);
      await publishRateCard(july, sales);
      await publishRateCard(march, sales);
      expect((await currentRateCard("2026-02-28"))?.version).toBe(current);
      expect((await currentRateCard("2026-03-01"))?.version).toBe(march);
      expect((await currentRateCard("2026-06-30"))?.version).toBe(march);
      expect((await currentRateCard("2026-07-01"))?.version).toBe(july);
      // An unpublished draft valid earlier changes nothing.
      await saveRateCard({ ...withFirstBand(1), validFrom: "2026-06-01" }, sales);
      expect((await currentRateCard("2026-07-01"))?.version).toBe(july);

      const history = await rateCardHistory();
      expect(history.map((row) => row.version)).toEqual([...history.map((row) => row.version)].sort((a, b) => b - a));
      const row = history.find((entry) => entry.version === march)!;
      expect(row).toMatchObject({ validFrom: "2026-03-01", createdBy: "rates-manager", publishedBy: "rates-manager" });
      expect(row.publishedAt!.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(history[0]).toMatchObject({ publishedAt: null, publishedBy: null });
      expect((await rateCardVersion(march))?.zones[0]?.bands[0]?.perKgCents).toBe(1_050);
    });

    it("never prices with a stored card the schema refuses", async () => {
      const [row] = await db.handle.db.insert(rateCards).values({ validFrom: "2020-01-01", card: { ...content, currency: "USD" } as never, publishedAt: new Date() }).returning({ version: rateCards.version });
      expect(await rateCardVersion(row!.version)).toBeUndefined();
    });

    it("stores a lead's estimate with the card's version, and the lead keeps it when the card changes", async () => {
      const sales = await staffUser("rates-lead");
      // A version in force from long ago, so the office's today is in its time whatever the date.
      const version = await saveRateCard({ ...content, validFrom: "2000-01-01" }, sales);
      await publishRateCard(version, sales);
      for (const later of await db.handle.db.select({ version: rateCards.version }).from(rateCards)) {
        if (later.version !== version) await db.handle.db.delete(rateCards).where(eq(rateCards.version, later.version));
      }
      const result = await submitInquiry(tokyoRequest("owner@example.org"), { lang: "de", clientIp: "10.9.9.1" });
      expect(result.kind).toBe("created");
      const id = result.kind === "created" ? result.id : "";
      const [lead] = await db.handle.db.select({ estimate: quoteInquiries.estimate, rateCardVersion: quoteInquiries.rateCardVersion }).from(quoteInquiries).where(eq(quoteInquiries.id, id));
      expect(lead?.rateCardVersion).toBe(version);
      // 12 kg without measurements: any standard crate, so the chargeable weight spans series 100 to 700.
      expect(lead?.estimate).toMatchObject({ kind: "estimate", version, currency: "EUR", vatNote: content.vatNote.de, notes: content.notes.de });
      expect(lead?.estimate?.lines.map((line) => line.item)).toEqual(["freight", "crates", "documents", "customs"]);
      expect(lead?.estimate?.lines.find((line) => line.item === "documents")).toMatchObject({ low: 200, high: 200 });

      // The mails carry it: the sales mail's props, and the acknowledgement's (unverified without a bot check: no figures from the sender, but the estimate is ours).
      const mails = await db.handle.db.select({ kind: mailOutbox.kind, template: mailOutbox.template }).from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id));
      const sales_ = mails.find((mail) => mail.kind === "sales_inquiry");
      expect((sales_?.template?.props as { estimate?: { version: number } }).estimate?.version).toBe(version);

      // The CSV export has the estimate's total range and the card's version.
      const csv = (await callLoader(exportLoader, "/admin/export.csv?kind=quote&q=owner%40example.org")).text.replace(/^\uFEFF/, "").split("\r\n");
      expect(csv[0]).toContain("estimate_low_eur,estimate_high_eur,rate_card_version");
      const total = lead!.estimate!.total;
      expect(csv[1]).toContain(`,${total.low},${total.high},${version},`);

      const newer = await saveRateCard({ ...withFirstBand(1_200), validFrom: "2000-01-02" }, sales);
      await publishRateCard(newer, sales);
      const detail = await leadDetail("quote", id);
      expect(detail?.kind === "quote" && detail.lead.estimate?.version).toBe(version);
      expect(detail?.kind === "quote" && detail.rateCardNow).toBe(newer);
    });

    it("stores no estimate for a destination outside the card or outside the site", async () => {
      for (const destinationAddress of ["Frankfurt (FRA), Germany", "Somewhere far away"]) {
        const result = await submitInquiry({ ...tokyoRequest("other@example.org"), destinationAddress }, { lang: "en", clientIp: "10.9.9.2" });
        const id = result.kind === "created" ? result.id : "";
        const [lead] = await db.handle.db.select({ estimate: quoteInquiries.estimate, rateCardVersion: quoteInquiries.rateCardVersion }).from(quoteInquiries).where(eq(quoteInquiries.id, id));
        expect(lead).toEqual({ estimate: null, rateCardVersion: null });
      }
    });
  });
}

suite("rate card on PGlite");
const postgresDatabase = postgresTestDatabase("arc_rates");
if (postgresDatabase) suite("rate card on PostgreSQL", postgresDatabase.open);
