import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { translator } from "../i18n/messages/index.ts";
import { langContext } from "../lib/request-context.ts";
import { action } from "./consent.ts";

const refused = async (lang: "en" | "de") => {
  const context = new RouterContextProvider();
  context.set(langContext, lang);
  const request = new Request("http://localhost/consent", { method: "POST", body: new URLSearchParams({ consent: "maybe" }) });
  const response = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as Response;
  return { status: response.status, text: await response.text() };
};

describe("consent choice", () => {
  it("refuses a choice that is not offered, in the visitor's language", async () => {
    expect(await refused("en")).toEqual({ status: 400, text: translator("en")("cookie.badChoice") });
    expect(await refused("de")).toEqual({ status: 400, text: translator("de")("cookie.badChoice") });
    expect(translator("de")("cookie.badChoice")).not.toBe(translator("en")("cookie.badChoice"));
  });
});
