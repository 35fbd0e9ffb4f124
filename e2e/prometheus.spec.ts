/**
 * The shipped monitoring (deploy/prometheus/, deploy/grafana/) against the built server: the alert
 * rules load and pass their unit tests in promtool, and a real Prometheus (Debian's package) runs
 * the shipped configuration, scrapes the server's metrics port and finds every metric family after
 * a page view, a quote, a contact message, a failed mail and a failed staff sign-in. The metrics
 * stay closed to the public: the site has no metrics path, and the metrics port wants its token.
 * On PostgreSQL (TEST_DATABASE_URL) the server runs two processes, whose figures add up.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { inDays } from "../src/test/fixtures.ts";
import { dropDatabase, recreateDatabase } from "../src/test/pg.ts";
import { submitQuote } from "./support/leads.ts";
import { PROMETHEUS_FOLDER, promtool, startPrometheus, type Prometheus } from "./support/prometheus.ts";
import { freePort, repositoryRoot, startServer, type ServerProcess } from "./support/server-process.ts";

/** Every family the issue of operability names, and Node's own. */
const FAMILIES = [
  "arc_http_requests_total",
  "arc_http_request_duration_seconds_bucket",
  "arc_page_cache_requests_total",
  "arc_page_cache_bytes",
  "arc_leads_stored_total",
  "arc_submissions_refused_total",
  "arc_outbox_mails",
  "arc_outbox_oldest_pending_age_seconds",
  "arc_mail_send_attempts_total",
  "arc_lead_last_stored_timestamp_seconds",
  "arc_db_pool_connections",
  "arc_db_query_errors_total",
  "arc_ready",
  "arc_sign_in_failures_total",
  "arc_sign_in_lockouts_total",
  "arc_server_processes_ready",
  "arc_server_process_exits_total",
  "process_cpu_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_eventloop_lag_p99_seconds",
  "nodejs_heap_size_used_bytes",
];

const TOKEN = "metrics-token-for-the-prometheus-test-0123456789";
const testDatabase = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: "serial" });

test("the alert rules load, and their unit tests pass", () => {
  const checked = promtool("check", "rules", "alerts.yml");
  expect(checked.output).toContain("SUCCESS");
  expect(checked.status).toBe(0);
  const tested = promtool("test", "rules", "alerts.test.yml");
  expect(tested.output).toContain("SUCCESS");
  expect(tested.status).toBe(0);
});

test.describe("a real Prometheus scraping the server", () => {
  let server: ServerProcess;
  let prometheus: Prometheus;
  let metricsPort = 0;
  let dataDir: string | undefined;
  const databaseName = `arc_prometheus_${process.pid}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    metricsPort = await freePort();
    let database: Record<string, string>;
    if (testDatabase) {
      await recreateDatabase(testDatabase, databaseName);
      const url = new URL(testDatabase);
      url.pathname = `/${databaseName}`;
      database = { DATABASE_URL: url.href, WEB_CONCURRENCY: "2" };
    } else {
      dataDir = mkdtempSync(join(tmpdir(), "arc-prometheus-site-"));
      database = { DATA_DIR: dataDir };
    }
    server = startServer({
      port: await freePort(),
      env: {
        ...database,
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        // An SMTP address nobody listens on: every mail fails and stays in the outbox.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        SALES_EMAIL: "sales@arc.example",
        MAIL_FROM: "ARC Pet Air <mail@arc.example>",
        MAIL_POLL_MS: "250",
        ADMIN_USERNAME: "metrics-staff",
        ADMIN_PASSWORD: "a long passphrase for the metrics test",
        LOG_REQUESTS: "false",
      },
    });
    await server.waitUntilReady({ timeoutMs: 90_000 });
    prometheus = await startPrometheus(metricsPort, TOKEN);
  });

  test.afterAll(async () => {
    await prometheus?.stop();
    await server?.stop();
    if (testDatabase) await dropDatabase(testDatabase, databaseName);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("the metrics are closed to the public", async () => {
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    const withoutToken = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(withoutToken.status).toBe(401);
    expect(await withoutToken.text()).not.toContain("arc_");
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { Authorization: "Bearer wrong-token-of-some-length-0123456789" } })).status).toBe(401);
  });

  test("every target is up and every metric family is there after a page view, a quote, a message, a failed mail and a failed sign-in", async () => {
    test.setTimeout(120_000);
    expect((await fetch(`${server.base}/faq`)).status).toBe(200);
    expect((await fetch(`${server.base}/faq`)).status).toBe(200);
    const api = await playwrightRequest.newContext({ baseURL: server.base });
    try {
      await submitQuote(api, { email: `metrics-${Date.now()}@example.org`, travelDate: inDays(200) });
    } finally {
      await api.dispose();
    }
    const contact = await fetch(`${server.base}/api/submit-contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.base },
      body: JSON.stringify({ name: "Metrics Test", email: "metrics-contact@example.org", subject: "Crate size", message: "Which crate fits a beagle?", recaptchaToken: "recaptcha-not-loaded" }),
    });
    expect(contact.status).toBe(201);
    const invalid = await fetch(`${server.base}/api/submit-contact`, { method: "POST", headers: { "Content-Type": "application/json", Origin: server.base }, body: "{}" });
    expect(invalid.status).toBe(400);
    const signIn = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
      body: "username=metrics-staff&password=not-the-password",
    });
    expect(signIn.status).toBe(401);

    await expect
      .poll(async () => (await prometheus.api<{ activeTargets: Array<{ labels: { job: string }; health: string }> }>("targets")).activeTargets.map((target) => `${target.labels.job}:${target.health}`).sort(), { timeout: 30_000 })
      .toEqual(["arc-site:up", "prometheus:up"]);

    const value = async (query: string) => {
      const result = await prometheus.api<{ result: Array<{ value: [number, string] }> }>(`query?query=${encodeURIComponent(query)}`);
      return result.result.length === 0 ? undefined : Number(result.result[0]!.value[1]);
    };
    // The figures of both processes arrive in one scrape, added up.
    await expect.poll(() => value('sum(arc_mail_send_attempts_total{result="failed"})'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => value('sum(arc_leads_stored_total{kind="quote"})'), { timeout: 30_000 }).toBe(1);
    expect(await value('sum(arc_leads_stored_total{kind="contact"})')).toBe(1);
    expect(await value('sum(arc_submissions_refused_total{kind="contact", reason="validation"})')).toBe(1);
    expect(await value('sum(arc_http_requests_total{route="faq", method="GET", status="2xx"})')).toBe(2);
    expect(await value('sum(arc_http_requests_total{route="apiSubmitInquiry", method="POST", status="2xx"})')).toBe(1);
    // The two FAQ views and the public /metrics of the test before (a page: "not found").
    expect(await value("sum(arc_page_cache_requests_total)")).toBe(3);
    expect(await value("sum(arc_sign_in_failures_total)")).toBe(1);
    expect(await value("min(arc_ready)")).toBe(1);
    expect(await value("max(arc_server_processes_ready)")).toBe(testDatabase ? 2 : 1);
    await expect.poll(() => value('max(arc_outbox_mails{state="pending"})'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await value("max(arc_lead_last_stored_timestamp_seconds)")).toBeGreaterThan(Date.now() / 1000 - 600);

    const names = await prometheus.api<string[]>(`label/__name__/values?match[]=${encodeURIComponent('{job="arc-site"}')}`);
    expect(FAMILIES.filter((family) => !names.includes(family))).toEqual([]);
    // No label carries a path, an address or a name.
    const series = await prometheus.api<Array<Record<string, string>>>(`series?match[]=${encodeURIComponent('{job="arc-site", __name__=~"arc_.*"}')}`);
    const values = series.flatMap((labels) => Object.entries(labels).filter(([name]) => !["__name__", "instance", "job"].includes(name)).map(([, labelValue]) => labelValue));
    expect(values.filter((labelValue) => /[/@]|example\.org|Metrics Test/.test(labelValue))).toEqual([]);
  });

  test("every alert rule is loaded and evaluates, and every dashboard query runs", async () => {
    // The shipped configuration, with this test's addresses and token file, passes Prometheus's own check.
    const config = promtool("check", "config", prometheus.configFile);
    expect(config.output).toContain("SUCCESS");
    expect(config.status).toBe(0);
    const groups = await prometheus.api<{ groups: Array<{ rules: Array<{ name: string; type: string; health: string; lastError?: string }> }> }>("rules");
    const rules = groups.groups.flatMap((group) => group.rules);
    const shipped = [...readFileSync(join(PROMETHEUS_FOLDER, "alerts.yml"), "utf8").matchAll(/- alert: (\w+)/g)].map((match) => match[1]);
    expect(rules.map((rule) => rule.name).sort()).toEqual(shipped.sort());
    await expect.poll(async () => (await prometheus.api<typeof groups>("rules")).groups.flatMap((group) => group.rules).filter((rule) => rule.health !== "ok").map((rule) => `${rule.name}: ${rule.health} ${rule.lastError ?? ""}`), { timeout: 20_000 }).toEqual([]);

    const dashboard = JSON.parse(readFileSync(join(repositoryRoot, "deploy", "grafana", "site-dashboard.json"), "utf8")) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    const queries = dashboard.panels.flatMap((panel) => panel.targets.map((target) => ({ panel: panel.title, expr: target.expr })));
    expect(queries.length).toBeGreaterThan(15);
    // Each query is valid and has data (a range of minutes or hours is asked for over the last 30 seconds here).
    const empty = async () => {
      const panels: string[] = [];
      for (const { panel, expr } of queries) {
        const result = await prometheus.api<{ result: unknown[] }>(`query?query=${encodeURIComponent(expr.replace(/\[(5m|15m|1h)\]/g, "[30s]"))}`);
        if (result.result.length === 0) panels.push(panel);
      }
      return panels;
    };
    await expect.poll(empty, { timeout: 20_000 }).toEqual([]);
  });
});
