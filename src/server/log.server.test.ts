import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../test/property.ts";
import { captureLog, errorSummary, log, loggedTarget, requestIdOf, withRequestId } from "./log.server.ts";

describe("what is logged", () => {
  it("logs request targets without their query", () => {
    expect(loggedTarget("/newsletter/confirm?token=secret-token")).toBe("/newsletter/confirm?…");
    expect(loggedTarget("/faq")).toBe("/faq");
  });

  it("logs no private link's token: not of a request page, its data, its photos, in either language or any spelling", () => {
    const token = "abcdefghijklmnopqrstuvwxyz234567";
    const photo = "0b4a1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4";
    for (const target of [
      `/requests/${token}`,
      `/anfragen/${token}`,
      `/requests/${token}.data`,
      `/anfragen/${token}.data?_routes=routes%2Frequest`,
      `/requests/${token}/photos/${photo}`,
      `/Requests/${token.toUpperCase()}`,
      `/%72equests/${token}`,
      `//requests//${token}`,
      `/requests%2F${token}`,
      `/%72equests/%zz${token}`,
      `\\anfragen\\${token}`,
    ]) {
      const logged = loggedTarget(target);
      expect(logged.toLowerCase(), target).not.toContain(token.slice(0, 8));
      expect(logged, target).toMatch(/^\/?\/?(requests|anfragen)\/…/);
    }
    // Other addresses are logged as they are.
    expect(loggedTarget("/destinations/japan/tokyo")).toBe("/destinations/japan/tokyo");
  });

  it("describes errors without the values of a failed query", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "lena@example.org"'), { code: "22P02" });
    const error = new Error('Failed query: insert into "quote_inquiries" values ($1)\nparams: Lena,lena@example.org', { cause });
    const summary = errorSummary(error);
    expect(summary).toContain("[22P02]");
    expect(summary).not.toContain("lena@example.org");
    expect(summary).not.toContain("Lena");
  });
});

describe("log lines", () => {
  const lines = (work: () => void) => {
    const logged: string[] = [];
    const release = captureLog((line) => void logged.push(line));
    try {
      work();
    } finally {
      release();
    }
    return logged.map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it("are JSON with time, level, message and the request's id while a request is served", async () => {
    const [outside, inside, later] = lines(() => {
      log.info("starting");
      withRequestId("req-1", () => log.warn({ mailId: 7 }, "mail failed"));
    }).concat(await new Promise<Record<string, unknown>[]>((resolve) => {
      const release = captureLog((line) => {
        release();
        resolve([JSON.parse(line) as Record<string, unknown>]);
      });
      // The id follows the request across awaits.
      void withRequestId("req-2", async () => {
        await new Promise((done) => setTimeout(done, 1));
        log.error("after an await");
      });
    }));
    expect(outside).toMatchObject({ level: "info", message: "starting" });
    expect(outside).not.toHaveProperty("requestId");
    expect(typeof outside!.time).toBe("string");
    expect(new Date(outside!.time as string).getTime()).not.toBeNaN();
    expect(inside).toMatchObject({ level: "warn", message: "mail failed", mailId: 7, requestId: "req-1" });
    expect(later).toMatchObject({ level: "error", message: "after an await", requestId: "req-2" });
  });

  it("take a proxy's request id only when the proxy is trusted and the id is a plain token", () => {
    expect(requestIdOf("abc-123.x:y", true)).toBe("abc-123.x:y");
    for (const [header, trusted] of [["abc-123", false], ["two words", true], ["<script>", true], ["x".repeat(129), true], [["a", "b"], true], [undefined, true]] as const) {
      expect(requestIdOf(header as string | string[] | undefined, trusted)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it("never echo anything but a plain token, whatever a client sends", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.array(fc.string(), { maxLength: 3 }), fc.constant(undefined)), fc.boolean(), (header, trusted) => {
        const id = requestIdOf(header, trusted);
        expect(id).toMatch(/^[\w.:-]{1,128}$/);
        if (id === header) expect(trusted).toBe(true);
      }),
      propertyRuns(500),
    );
  });
});
