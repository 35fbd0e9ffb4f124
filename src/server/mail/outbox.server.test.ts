import { describe, expect, it } from "vitest";
import { mailboxKey } from "./outbox.server.ts";

describe("mailbox of an address", () => {
  it("ignores case, +tags and, where the provider does, dots", () => {
    expect(mailboxKey("A.n.n.a+news@GMail.com")).toBe("anna@gmail.com");
    expect(mailboxKey("anna@googlemail.com")).toBe("anna@gmail.com");
    expect(mailboxKey("Max.Muster+1@Example.org")).toBe("max.muster@example.org");
    expect(mailboxKey("odd")).toBe("odd");
  });
});
