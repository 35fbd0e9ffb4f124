/**
 * The request pages' limit per client address (REQUEST_VIEW_LIMIT): views, and posts of the pages'
 * forms, count alike; beyond the limit the page answers 429 and a post stores nothing.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../test/database.ts";
import { inDays, validInquiry } from "../../test/fixtures.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import * as requestRoute from "../../routes/request.tsx";
import { consumeRequestView } from "./request-view.server.ts";
import { configure } from "../config.server.ts";
import { requestSteps } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";

describe("request pages per client address", () => {
  const db = withTestDatabase({});

  it("answers 429 after REQUEST_VIEW_LIMIT views and posts from one address, and stores nothing then", async () => {
    configure({ RATE_LIMIT_POINTS: "1000", REQUEST_VIEW_LIMIT: "3" });
    const sent = await submitInquiry({ ...validInquiry(), crateImage: undefined, hasOwnCrate: false, destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(300) }, { lang: "en", clientIp: "10.9.9.9" });
    if (sent.kind !== "created" || !sent.requestToken) throw new Error(`not stored: ${sent.kind}`);
    const token = sent.requestToken;
    const context = (address: string) => {
      const provider = new RouterContextProvider();
      provider.set(langContext, "en");
      provider.set(clientIpContext, address);
      return provider;
    };
    const status = async (run: () => Promise<unknown>) => {
      try {
        const answer = (await run()) as { init?: { status?: number } | null };
        return answer.init?.status ?? 200;
      } catch (thrown) {
        return (thrown as { init?: { status?: number } }).init?.status ?? 500;
      }
    };
    const view = (address: string) => status(() => requestRoute.loader({ request: new Request(`https://arc.example/requests/${token}`), params: { token }, context: context(address) } as never));
    const post = (address: string) =>
      status(() => requestRoute.action({ request: new Request(`https://arc.example/requests/${token}`, { method: "POST", body: new URLSearchParams({ intent: "stepDone", stepId: "microchip", doneOn: inDays(-1) }) }), params: { token }, context: context(address) } as never));

    expect([await view("10.1.1.1"), await view("10.1.1.1"), await view("10.1.1.1")]).toEqual([200, 200, 200]);
    expect(await view("10.1.1.1")).toBe(429);
    expect(await post("10.1.1.1")).toBe(429);
    expect(await db.handle.db.select().from(requestSteps).where(eq(requestSteps.inquiryId, sent.id))).toEqual([]);
    // Another address has its own count.
    expect(await post("10.2.2.2")).toBe(200);
    // A paper, photo or calendar over the limit says so in the page's language.
    const german = context("10.1.1.1");
    german.set(langContext, "de");
    const refused = await consumeRequestView(german);
    expect(refused?.status).toBe(429);
    expect(await refused?.text()).toBe("Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.");
  });
});
