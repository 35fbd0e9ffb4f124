import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";
import { officeToday } from "../lib/office-day.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(4321);
    expect(config.SITE_URL).toBe("http://localhost:4321");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
  });

  it("names every bad variable in its message", () => {
    expect(() => parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SITE_URL: "example.com" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x"');
      expect(message).toContain('SITE_URL="example.com"');
    }
  });

  it("never prints a secret of a bad value: secrets are named, URLs shown with their credentials masked", () => {
    const message = (() => {
      try {
        parseConfig({
          SMTP_URL: "http://mailer:hunter2-smtp@mail.example.com:25",
          DATABASE_URL: "mysql://arc:hunter2-db@db.internal/arc",
          IP_HASH_SECRET: "hunter2-short",
          RECAPTCHA_MIN_SCORE: "2",
          ADMIN_USERNAME: "a",
        });
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    expect(message).not.toMatch(/hunter2/);
    expect(message).toContain('SMTP_URL="http://mailer:***@mail.example.com:25"');
    expect(message).toContain('DATABASE_URL="mysql://arc:***@db.internal/arc"');
    expect(message).toMatch(/IP_HASH_SECRET \(value not shown\): must be at least 32 characters/);
    expect(message).toContain('RECAPTCHA_MIN_SCORE="2"');
    expect(message).toContain("ADMIN_USERNAME (value not shown)");
  });

  it("takes the IP-hash key only when it is long enough to be secret", () => {
    expect(parseConfig({}).IP_HASH_SECRET).toBeUndefined();
    // The short built-in key of earlier versions is public: a server must not start with it.
    expect(() => parseConfig({ IP_HASH_SECRET: "arc-pet-air" })).toThrow(/IP_HASH_SECRET.*at least 32 characters/s);
    expect(parseConfig({ IP_HASH_SECRET: "k".repeat(32) }).IP_HASH_SECRET).toBe("k".repeat(32));
  });

  it("takes the office's time zone as an IANA name, and the dates follow it", () => {
    try {
      expect(parseConfig({}).OFFICE_TIME_ZONE).toBe("Europe/Berlin");
      expect(() => parseConfig({ OFFICE_TIME_ZONE: "Mars/Olympus" })).toThrow(/OFFICE_TIME_ZONE.*IANA/s);
      parseConfig({ OFFICE_TIME_ZONE: "Pacific/Auckland" });
      // 11:30 UTC on 31 December is already 1 January in Auckland.
      expect(officeToday(new Date("2026-12-31T11:30:00Z"))).toBe("2027-01-01");
    } finally {
      parseConfig({});
    }
    expect(officeToday(new Date("2026-12-31T11:30:00Z"))).toBe("2026-12-31");
  });

  it("counts trusted proxy hops from one", () => {
    expect(parseConfig({}).TRUST_PROXY_HOPS).toBe(1);
    expect(() => parseConfig({ TRUST_PROXY_HOPS: "0" })).toThrow(ConfigError);
  });

  it("strips a trailing slash from SITE_URL and treats empty values as unset", () => {
    expect(parseConfig({ SITE_URL: "https://www.example.com/", PORT: "" }).SITE_URL).toBe("https://www.example.com");
  });

  it("reads SALES_EMAIL as a comma-separated list and refuses a bad address in it", () => {
    expect(parseConfig({}).SALES_EMAIL).toEqual(["sales@example.com"]);
    expect(parseConfig({ SALES_EMAIL: " anna@arc.example, ben@arc.example,,anna@arc.example " }).SALES_EMAIL).toEqual(["anna@arc.example", "ben@arc.example"]);
    expect(() => parseConfig({ SALES_EMAIL: "anna@arc.example, not an address" })).toThrow(/SALES_EMAIL.*valid email/s);
    expect(() => parseConfig({ SALES_EMAIL: " , " })).toThrow(/SALES_EMAIL/);
  });

  it("defaults the mail addresses to the reserved example.com domain while no mail leaves the machine", () => {
    for (const env of [{}, { NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" }, { NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:2525" }]) {
      const config = parseConfig(env);
      expect(config.SALES_EMAIL).toEqual(["sales@example.com"]);
      expect(config.MAIL_FROM).toBe("ARC Pet Air <no-reply@example.com>");
    }
  });

  it("requires SALES_EMAIL and MAIL_FROM in production once SMTP_URL sends mail, naming each missing variable", () => {
    const smtp = { NODE_ENV: "production", SMTP_URL: "smtp://user:secret@mail.example.com:587" };
    expect(() => parseConfig(smtp)).toThrow(/SALES_EMAIL: required in production when SMTP_URL is set/);
    expect(() => parseConfig(smtp)).toThrow(/MAIL_FROM: required in production when SMTP_URL is set/);
    expect(() => parseConfig({ ...smtp, SALES_EMAIL: "sales@arc.example" })).toThrow(/MAIL_FROM/);
    expect(() => parseConfig({ ...smtp, MAIL_FROM: "ARC <mail@arc.example>" })).toThrow(/SALES_EMAIL/);
    expect(() => parseConfig(smtp)).not.toThrow(/secret/);
    const config = parseConfig({ ...smtp, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC <mail@arc.example>" });
    expect(config.SALES_EMAIL).toEqual(["sales@arc.example"]);
    expect(config.MAIL_FROM).toBe("ARC <mail@arc.example>");
  });

  it("serves metrics only on a port of their own, and off loopback only with a token, which is never printed", () => {
    expect(parseConfig({}).METRICS_PORT).toBeUndefined();
    expect(parseConfig({ METRICS_PORT: "9464" }).METRICS_HOST).toBe("127.0.0.1");
    expect(() => parseConfig({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT: must not be the site's own PORT/);
    expect(() => parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(/METRICS_TOKEN: required when METRICS_HOST is not a loopback address/);
    const token = "a-metrics-token-of-forty-characters-0123";
    expect(parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    const message = (() => {
      try {
        parseConfig({ METRICS_TOKEN: "short-secret-value" });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("METRICS_TOKEN");
    expect(message).not.toContain("short-secret-value");
  });

  it("sends the daily digest only with an hour from 0 to 23", () => {
    expect(parseConfig({}).DIGEST_HOUR).toBeUndefined();
    expect(parseConfig({ DIGEST_HOUR: "7" }).DIGEST_HOUR).toBe(7);
    expect(parseConfig({ DIGEST_HOUR: "0" }).DIGEST_HOUR).toBe(0);
    for (const bad of ["24", "-1", "7.5", "seven"]) expect(() => parseConfig({ DIGEST_HOUR: bad }), bad).toThrow(/DIGEST_HOUR/);
  });
});
