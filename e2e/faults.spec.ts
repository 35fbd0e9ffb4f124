/**
 * Routine faults under load, against the built server on a PostgreSQL cluster of this file's own
 * (`support/pg-cluster.ts`, never the shared server): a database restart and a database stop with
 * one and with two server processes, SIGTERM during a deploy, and the mail outbox's backlog
 * against a real SMTP server on loopback that also hangs, refuses (451) and drops connections.
 * The figures each test measured are printed; docs/operations.md's "What happens when…" quotes them.
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { recreateDatabase, withPgClient as withClient } from "../src/test/pg.ts";
import { createSmtpSink } from "../src/test/smtp-sink.ts";
import { createPgCluster, type PgCluster } from "./support/pg-cluster.ts";
import { postQuote, quoteLoad, quotePayload, send, type LoadResult } from "./support/quote-load.ts";
import { freePort, sleep, startServer, type ServerProcess } from "./support/server-process.ts";

let cluster: PgCluster;
test.beforeAll(async () => {
  cluster = await createPgCluster();
  await cluster.start();
});
test.afterAll(() => cluster?.remove());

async function freshDatabase(name: string): Promise<string> {
  await recreateDatabase(cluster.url, name);
  return cluster.urlOf(name);
}

async function serverOn(databaseUrl: string, processes: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = startServer({
    port: await freePort(),
    env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), LOG_REQUESTS: "false", NODE_ENV: "production", RATE_LIMIT_POINTS: "1000000000", SMTP_URL: undefined, ...env },
  });
  await server.waitUntilReady({ timeoutMs: 60_000 });
  if (processes > 1) await expect.poll(() => new Set(server.output().match(/\(process \d+\)/g)).size, { timeout: 20_000 }).toBe(processes);
  return server;
}

/** Every acknowledged enquiry is stored, once, under its key and with the id the client was given. */
async function expectAllStored(databaseUrl: string, load: LoadResult) {
  const stored = await withClient(databaseUrl, async (client) => (await client.query<{ idempotency_key: string; id: string }>("select idempotency_key, id from quote_inquiries")).rows);
  // The database keeps each key's SHA-256, never the key.
  const byKey = new Map(stored.map((row) => [row.idempotency_key, row.id]));
  const lost = [...load.acknowledged].filter(([key, id]) => byKey.get(createHash("sha256").update(key).digest("hex")) !== id);
  expect(lost, "acknowledged leads missing or stored under another id").toEqual([]);
  expect(stored.length, "leads stored twice").toBe(byKey.size);
}

const processIds = (server: ServerProcess) => [...new Set([...server.output().matchAll(/\(process (\d+)\)/g)].map((match) => Number(match[1])))];
const summary = (load: LoadResult) => ({ statuses: Object.fromEntries(load.statuses), errors: Object.fromEntries(load.errors), slowestRefusalMs: load.slowestRefusal });

for (const processes of [1, 2]) {
  test(`${processes} process${processes > 1 ? "es" : ""}: a database restart and a stop under quote load cost only the seconds the database is away`, async () => {
    test.setTimeout(180_000);
    const databaseUrl = await freshDatabase(`arc_faults_${processes}`);
    const server = await serverOn(databaseUrl, processes);
    const started = processIds(server);
    let exited = false;
    void server.exited.then(() => (exited = true));
    try {
      // 1. `pg_ctl restart -m fast` under load.
      const load = quoteLoad(server.base, 8);
      await sleep(2_000);
      await cluster.restart();
      const backAt = Date.now();
      await sleep(6_000);
      const restart = await load.stop();
      const firstCreated = restart.createdAt.find((at) => at >= backAt);
      console.log(`restart, ${processes} process(es): first 201 ${firstCreated === undefined ? "never" : `${firstCreated - backAt} ms`} after the database was back;`, summary(restart));
      expect(exited, `the server ended:\n${server.output()}`).toBe(false);
      expect(server.output()).not.toMatch(/worker ended|TypeError/);
      expect(firstCreated, "no lead was accepted after the database came back").toBeDefined();
      expect(firstCreated! - backAt).toBeLessThan(5_000);
      await expectAllStored(databaseUrl, restart);

      // 2. The database stopped: quick 503s, pages still served.
      const outage = quoteLoad(server.base, 8);
      await sleep(1_000);
      await cluster.stop();
      const stoppedAt = Date.now();
      await sleep(1_000);
      const ready = await send(server.base, "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(1_000);
      const quote = await postQuote(server.base, "outage-probe", 0, false);
      expect(quote.status).toBe(503);
      expect(quote.ms).toBeLessThan(2_000);
      expect(Number(quote.headers["retry-after"])).toBeGreaterThan(0);
      expect(JSON.parse(quote.body)).toMatchObject({ error: "unavailable" });
      // In the visitor's language.
      const german = await send(server.base, "/api/submit-inquiry", { method: "POST", body: quotePayload(0), headers: { "Content-Type": "application/json", Origin: server.base, "Accept-Language": "de" } });
      expect(german.status).toBe(503);
      expect(JSON.parse(german.body).message).toContain("Wir können gerade keine Anfragen annehmen");
      for (const path of ["/faq", "/destinations/japan/tokyo-hnd?fresh=1", "/destinationen"]) expect((await send(server.base, path)).status, path).toBe(200);
      // The form without JavaScript: the same 503, with Retry-After, in the visitor's language.
      const fields = { ...(JSON.parse(quotePayload(0)) as Record<string, string>), idempotencyKey: "outage-form" };
      const form = await send(server.base, "/angebot", { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: "lang=de" } });
      expect(form.status).toBe(503);
      expect(Number(form.headers["retry-after"])).toBeGreaterThan(0);
      expect(form.body).toContain("Wir können gerade keine Anfragen annehmen");
      // The price estimate reads the rate card from the database: unavailable for now, with Retry-After, in the visitor's language.
      const estimate = await send(server.base, "/api/estimate?country=japan&pet=12&language=de");
      expect(estimate.status).toBe(503);
      expect(estimate.ms).toBeLessThan(2_000);
      expect(Number(estimate.headers["retry-after"])).toBeGreaterThan(0);
      expect(JSON.parse(estimate.body)).toMatchObject({ error: "unavailable", message: expect.stringContaining("Preisschätzung") });
      const staffArea = await send(server.base, "/admin", { headers: { Cookie: `arc_admin=${"A".repeat(43)}` } });
      expect(staffArea.status).toBe(503);
      expect(staffArea.ms).toBeLessThan(2_000);
      if (processes > 1) {
        // A worker that starts while the database is away serves too.
        process.kill(started[0]!, "SIGKILL");
        await expect.poll(() => processIds(server).some((pid) => !started.includes(pid)), { timeout: 20_000 }).toBe(true);
        const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => postQuote(server.base, `outage-fresh-${n}`, n, false)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(503));
      }
      await sleep(Math.max(0, 8_000 - (Date.now() - stoppedAt)));
      await cluster.start();
      const startedAt = Date.now();
      await sleep(6_000);
      const stopped = await outage.stop();
      const firstAfterStart = stopped.createdAt.find((at) => at >= startedAt);
      console.log(`stop, ${processes} process(es): /readyz ${ready.ms} ms, quote ${quote.ms} ms, slowest refusal ${stopped.slowestRefusal} ms; first 201 ${firstAfterStart === undefined ? "never" : `${firstAfterStart - startedAt} ms`} after the start;`, summary(stopped));
      expect(exited, `the server ended:\n${server.output()}`).toBe(false);
      expect(stopped.slowestRefusal).toBeLessThan(2_000);
      expect(firstAfterStart).toBeDefined();
      expect(firstAfterStart! - startedAt).toBeLessThan(5_000);
      await expectAllStored(databaseUrl, stopped);
      // Every connection the restart broke went back to the pool: the server stops at once.
      await server.stop();
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  });
}

test("SIGTERM under load: every request on an open connection is answered, every acknowledged lead stored", async () => {
  test.setTimeout(120_000);
  const databaseUrl = await freshDatabase("arc_faults_sigterm");
  const server = await serverOn(databaseUrl, 2);
  const load = quoteLoad(server.base, 16, { untilRefused: true });
  await sleep(3_000);
  const stopped = server.stop();
  const result = await load.ended();
  await stopped;
  console.log("SIGTERM:", summary(result), `acknowledged ${result.acknowledged.size}`);
  expect(await server.exited).toBe(0);
  expect(result.acknowledged.size).toBeGreaterThan(0);
  // A closed port (ECONNREFUSED) is where a client goes to the next server; anything else broke a request.
  expect(Object.fromEntries([...result.errors].filter(([code]) => code !== "ECONNREFUSED"))).toEqual({});
  await expectAllStored(databaseUrl, result);
});

test("the outbox keeps pace: 1,000 queued mails reach a local SMTP server once each, and a hanging server costs only its timeout", async () => {
  test.setTimeout(180_000);
  const sink = createSmtpSink();
  const hangs = new Set<string>();
  sink.onRecipient = (address, session) => {
    if (address.startsWith("hang")) {
      hangs.add(session);
      return "hang";
    }
    if (address.startsWith("busy")) return "451";
    if (address.startsWith("drop")) return "drop";
    return "accept";
  };
  await sink.start();
  const databaseUrl = await freshDatabase("arc_faults_outbox");
  const server = await serverOn(databaseUrl, 2, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", SMTP_TIMEOUT_MS: "3000" });
  try {
    const queue = (recipients: string[]) =>
      withClient(databaseUrl, (client) =>
        client.query("insert into mail_outbox (kind, recipient, subject, text_body) select 'sales_contact', r, 'Backlog ' || r, 'A queued mail' from unnest($1::text[]) as r", [recipients]),
      );
    const count = (status: string) => withClient(databaseUrl, async (client) => Number((await client.query("select count(*) from mail_outbox where status = $1", [status])).rows[0].count));

    const queuedAt = Date.now();
    await queue(Array.from({ length: 1000 }, (_, n) => `backlog-${n}@example.org`));
    await expect.poll(() => count("sent"), { timeout: 60_000, intervals: [250] }).toBe(1000);
    const drained = Date.now() - queuedAt;
    const received = sink.messages.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ""));
    const messageIds = new Set(sink.messages.map((mail) => mail.messageId));
    console.log(`outbox: 1,000 mails sent in ${drained} ms with two processes (${Math.round(1000 / (drained / 1000))} mails/s)`);
    expect(drained).toBeLessThan(30_000);
    expect(received).toHaveLength(1000);
    expect(new Set(received).size).toBe(1000);
    expect(messageIds.size).toBe(1000);

    // A server that hangs on some mails, refuses others for now and drops the connection on others.
    sink.messages.length = 0;
    const faultyAt = Date.now();
    await queue([...Array.from({ length: 3 }, (_, n) => `hang-${n}@example.org`), "busy@example.org", "drop@example.org", ...Array.from({ length: 200 }, (_, n) => `after-${n}@example.org`)]);
    await expect.poll(() => sink.messages.length, { timeout: 30_000, intervals: [250] }).toBe(200);
    const delivered = Date.now() - faultyAt;
    console.log(`outbox with a hanging server: the other 200 mails sent in ${delivered} ms (SMTP timeout 3 s)`);
    expect(delivered).toBeLessThan(3_000 + 10_000);
    await expect.poll(() => withClient(databaseUrl, async (client) => (await client.query("select recipient, status, attempts from mail_outbox where recipient ~ '^(hang|busy|drop)' and last_error is not null")).rows.length), { timeout: 20_000 }).toBe(5);
    expect(await count("pending")).toBe(5);
  } finally {
    await server.stop();
    await sink.stop();
  }
});
