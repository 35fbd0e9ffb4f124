/**
 * The inbox overview's figures on PGlite and, with TEST_DATABASE_URL, on PostgreSQL — there also with
 * 100,000 leads, where the whole inbox page (loader and server render) still lists one page of leads
 * and counts them all. Its time is printed, not asserted: speed targets belong to `npm run bench`, and a
 * busy machine would make a timed test fail on nothing (docs/performance.md, "The inbox with 100,000 leads").
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../routes/staff-inbox.tsx";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { propertyRuns } from "../../test/property.ts";
import { InboxView } from "../../views/staff/InboxView.tsx";
import { officeDayStart, officeToday } from "../../lib/office-day.ts";
import { rulesToRecheck } from "../../lib/planner/review.ts";
import { getContent } from "../content.server.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { contactMessages, newsletterSubscribers, quoteInquiries } from "../db/schema.ts";
import { daysAgo, storedQuote } from "../../test/fixtures.ts";
import { PAGE_SIZE } from "./inbox.server.ts";
import { inboxOverview, quarterStart, weekStart } from "./overview.server.ts";

const now = new Date();
const ago = (days: number) => daysAgo(days, now);
const quote = (createdAt: Date, extra: Partial<typeof quoteInquiries.$inferInsert> = {}) => storedQuote({ createdAt, travelDate: "2027-07-01", ...extra });

/** The inbox page as the server renders it: the route's loader under the staff layout, then the view. */
async function renderInbox(path = "/admin"): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "staffSession",
      path: "/",
      loader: () => ({ username: "anna" }),
      children: [{ path: "admin", loader: (args) => loader(args as never), Component: () => createElement(InboxView, useLoaderData<Awaited<ReturnType<typeof loader>>>()) }],
    },
  ]);
  const context = await handler.query(new Request(`http://127.0.0.1${path}`));
  if (context instanceof Response) throw new Error(`inbox answered ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}

function suite(name: string, open?: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const db = withTestDatabase({}, open ? { open } : {});

    it("counts leads per week by kind, by status, by destination country this quarter, and the unverified share", async () => {
      const monday = (weeksBack = 0) => officeDayStart(weekStart(now, weeksBack));
      const thisWeek = monday();
      const tooOld = monday(12);
      const thisQuarter = officeDayStart(quarterStart(now));
      await db.handle.db.insert(quoteInquiries).values([
        quote(thisWeek, { destinationCountry: "japan", status: "contacted" }),
        quote(new Date(thisWeek.getTime() + 60_000), { destinationCountry: "japan", verification: "unverified" }),
        quote(new Date(thisWeek.getTime() + 120_000), { destinationCountry: "canada", status: "spam" }),
        quote(new Date(thisWeek.getTime() + 180_000)),
        quote(monday(3), { destinationCountry: thisQuarter <= monday(3) ? "japan" : null }),
        quote(new Date(tooOld.getTime() - 1000), { destinationCountry: "france", status: "booked" }),
      ]);
      await db.handle.db.insert(contactMessages).values([
        { createdAt: ago(0), language: "de", verification: "unverified", name: "Jonas", email: "j@example.org", subject: "Hallo", message: "Eine Frage zur Reise" },
        { createdAt: monday(11), language: "de", verification: "verified", status: "closed", name: "Jonas", email: "j@example.org", subject: "Hallo", message: "Eine Frage zur Reise" },
      ]);
      await db.handle.db.insert(newsletterSubscribers).values([{ email: "n1@example.org", language: "en", createdAt: ago(0) }]);

      const overview = await inboxOverview(now);
      // The shipped rule sets were all checked within six months of this test's day; a year on, every one is due again.
      expect(overview.recheck.map((entry) => entry.rule)).toEqual(rulesToRecheck((await getContent()).requirements, officeToday(now)).map((entry) => entry.rule));
      expect((await inboxOverview(new Date(now.getTime() + 400 * 86_400_000))).recheck.length).toBe(Object.keys((await getContent()).requirements.rules).length);
      expect(overview.weeks).toHaveLength(12);
      expect(overview.weeks[0]!.week).toBe(weekStart(now, 11));
      expect(overview.weeks[0]).toMatchObject({ contact: 1, quote: 0 });
      expect(overview.weeks[11]).toEqual({ week: weekStart(now), quote: 4, contact: 1, newsletter: 1 });
      expect(overview.weeks[8]!.quote).toBe(1);
      expect(overview.weeks.reduce((sum, week) => sum + week.quote, 0)).toBe(5);

      expect(overview.statuses.quote).toEqual([
        { status: "new", count: 3 },
        { status: "contacted", count: 1 },
        { status: "quoted", count: 0 },
        { status: "booked", count: 1 },
        { status: "closed", count: 0 },
        { status: "spam", count: 1 },
      ]);
      // Contact messages have their own statuses.
      expect(overview.statuses.contact).toEqual([
        { status: "new", count: 1 },
        { status: "answered", count: 0 },
        { status: "closed", count: 1 },
        { status: "spam", count: 0 },
      ]);
      // This quarter only: the France request of three months ago is out, Japan leads.
      expect(overview.destinations.countries[0]?.country).toBe("japan");
      expect(overview.destinations.countries.map((entry) => entry.country)).not.toContain("france");
      expect(overview.destinations.countries.find((entry) => entry.country === "canada")?.count).toBe(1);
      expect(overview.unverified).toEqual({ count: 2, total: 7 });

      const html = await renderInbox();
      expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="/);
      expect(html).toContain('href="/admin?kind=quote&amp;status=contacted"');
      expect(html).toContain("Japan");
    });

    it("starts weeks and quarters at midnight on the office's clock (Europe/Berlin), not in UTC", async () => {
      // Monday 2 March 2020 begins at 23:00 UTC on Sunday in Berlin (CET, UTC+1).
      const wednesday = new Date("2020-03-04T12:00:00Z");
      expect(weekStart(new Date("2020-03-01T23:30:00Z"))).toBe("2020-03-02");
      expect(weekStart(new Date("2020-03-01T22:30:00Z"))).toBe("2020-02-24");
      expect(quarterStart(new Date("2020-03-31T22:30:00Z"))).toBe("2020-04-01");
      await db.handle.db.insert(quoteInquiries).values([quote(new Date("2020-03-01T22:30:00Z")), quote(new Date("2020-03-01T23:30:00Z")), quote(new Date("2020-03-01T23:45:00Z"))]);
      const { weeks } = await inboxOverview(wednesday);
      expect(weeks.at(-1)).toMatchObject({ week: "2020-03-02", quote: 2 });
      expect(weeks.at(-2)).toMatchObject({ week: "2020-02-24", quote: 1 });
    });

    it("renders the inbox for any query string without failing", async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom("kind", "status", "verification", "from", "to", "q", "page", "week", "x"), fc.string({ maxLength: 40 })), async (query) => {
          const html = await renderInbox(`/admin?${new URLSearchParams(query)}`);
          expect(html).toContain('role="img"');
        }),
        propertyRuns(25),
      );
    });
  });
}

suite("inbox overview on PGlite");

const postgresDatabase = postgresTestDatabase("arc_overview");
if (postgresDatabase) {
  suite("inbox overview on PostgreSQL", postgresDatabase.open);

  describe("inbox overview with 100,000 leads on PostgreSQL", () => {
    const db = withTestDatabase({ DATABASE_URL: postgresDatabase.url }, { open: postgresDatabase.open });
    beforeAll(async () => {
      // 100,000 leads over the last 16 weeks: 80,000 quote requests, 15,000 contact messages, 5,000 subscribers.
      // Each lead's reference comes from a keyed permutation: in one statement, 80,000 of them can take
      // longer than a request's statement may on a busy machine, so this setup has no time limit.
      await db.handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`
        insert into quote_inquiries (created_at, language, status, verification, name, email, phone, pet_type, weight_kg, departure_address, destination_address, travel_date, destination_country)
        select now() - (i % 112) * interval '1 day' - (i % 1440) * interval '1 minute',
          (array['en', 'de'])[1 + i % 2]::language, (array['new', 'contacted', 'quoted', 'booked', 'closed', 'spam'])[1 + i % 6]::lead_status,
          (array['verified', 'verified', 'verified', 'unverified'])[1 + i % 4]::verification,
          'Lead ' || i, 'lead' || i || '@example.org', '+49 69 ' || i, (array['dog', 'cat'])[1 + i % 2]::pet_type, 12.5,
          'Frankfurt am Main', 'Tokyo (NRT), Japan', current_date + 60, (array['japan', 'canada', 'germany', 'france', 'australia', 'japan', null])[1 + i % 7]
        from generate_series(1, 80000) as i`);
        await tx.execute(sql`
        insert into contact_messages (created_at, language, status, verification, name, email, subject, message)
        select now() - (i % 112) * interval '1 day', 'en', (array['new', 'answered', 'closed'])[1 + i % 3]::contact_status,
          (array['verified', 'unverified'])[1 + i % 2]::verification, 'Contact ' || i, 'contact' || i || '@example.org', 'Question', 'A question about flying'
        from generate_series(1, 15000) as i`);
      });
      await db.handle.db.execute(sql`
        insert into newsletter_subscribers (created_at, email, language)
        select now() - (i % 112) * interval '1 day', 'reader' || i || '@example.org', 'de' from generate_series(1, 5000) as i`);
      await db.handle.db.execute(sql`analyze`);
    });

    it("renders the inbox page with 100,000 leads: one page of the list, the overview counting them all", async () => {
      const timings: number[] = [];
      let html = "";
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        html = await renderInbox();
        timings.push(performance.now() - started);
      }
      console.log(`inbox page with 100,000 leads: ${timings.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}`);
      expect(html).toContain('role="img"');
      const list = html.slice(html.indexOf('data-testid="admin-leads"'));
      expect(list.slice(list.indexOf("<tbody"), list.indexOf("</tbody>")).match(/<tr\b/g)?.length).toBe(PAGE_SIZE);
      const overview = await inboxOverview();
      expect([...overview.statuses.quote, ...overview.statuses.contact].reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(95_000);
      expect(overview.weeks.reduce((sum, week) => sum + week.quote + week.contact + week.newsletter, 0)).toBeGreaterThan(50_000);
    });
  });
}
