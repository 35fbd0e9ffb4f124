import { describe, expect, it } from "vitest";
import { errorSummary, loggedTarget } from "./log.server.ts";

describe("what is logged", () => {
  it("logs request targets without their query", () => {
    expect(loggedTarget("/newsletter/confirm?token=secret-token")).toBe("/newsletter/confirm?…");
    expect(loggedTarget("/faq")).toBe("/faq");
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
