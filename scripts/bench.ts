/**
 * `npm run bench`: a report, not a test. Starts the built server (a snapshot of build/ on a fresh
 * embedded database, or PostgreSQL with --database-url) and a baseline — a minimal node:http
 * server in its own process answering the home page's bytes (headers and body) from memory — and
 * measures each with autocannon on loopback: requests per second, p99 latency and (on Linux) the
 * server's CPU time per request for pages (from the page cache, and rendered anew, with and without
 * compression), a static image, HEAD, the JSON content API and quote submissions, and the
 * cached-page-to-baseline ratio. Each scenario but HEAD gets a few seconds of unmeasured load first.
 * Last, the mail outbox's pace: 1,000 mails of 500 quote requests to a local SMTP server.
 *
 *   npm run bench -- [--seconds 10] [--connections 32] [--database-url postgres://…] [--memory-only]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { quotePayload } from "../e2e/support/quote-load.ts";
import { freePort, sleep } from "../e2e/support/server-process.ts";
import { pathsOfSitemap } from "../e2e/support/sitemap.ts";
import { createSmtpSink } from "../src/test/smtp-sink.ts";
import { startBuiltServer } from "./audit-server.ts";
import { officeDaysAhead as inDays } from "../src/lib/office-day.ts";

interface Options {
  seconds: number;
  connections: number;
  databaseUrl?: string;
  /** Only the memory figures (at ready and after the page views), then stop. */
  memoryOnly?: boolean;
}

function parseOptions(args: string[]): Options {
  const options: Options = { seconds: 10, connections: 32 };
  for (let index = 0; index < args.length; index += 2) {
    const [name, value] = [args[index], args[index + 1]];
    if (name === "--memory-only") {
      options.memoryOnly = true;
      index--;
    } else if (name === "--seconds" && Number(value) > 0) options.seconds = Number(value);
    else if (name === "--connections" && Number(value) > 0) options.connections = Number(value);
    else if (name === "--database-url" && value) options.databaseUrl = value;
    else {
      console.error("Usage: npm run bench -- [--seconds 10] [--connections 32] [--database-url postgres://…] [--memory-only]");
      process.exit(2);
    }
  }
  return options;
}

interface Scenario {
  name: string;
  url: string;
  /** A different query string per request, so that no answer comes from the page cache. */
  uncached?: boolean;
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  /** The body of the n-th request (each enquiry from another person, as in real traffic). */
  body?: (n: number) => string;
  /** Concurrent connections for this scenario, when it has a target of its own. */
  connections?: number;
  /** The process that answers (its workers included), for the CPU time per request. */
  pid?: number;
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p99: number;
  failures: number;
  requests: number;
  /** Milliseconds of CPU the answering processes spent per request (Linux only). */
  cpuPerRequest?: number;
}

/**
 * CPU time in milliseconds of a process and its descendants (the server's workers), from /proc;
 * undefined where there is no /proc. It shows what a request costs the server apart from how fast
 * the load generator, which shares the cores, can ask; it still rises on a busy or slow machine
 * (two runs 40 minutes apart differed by half), so compare runs taken one after the other.
 */
function processTreeCpuMs(pid: number): number | undefined {
  return sumOverProcessTree(pid, (id) => {
    const stat = readFileSync(`/proc/${id}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  });
}

/** A process and its descendants, from /proc; undefined where there is none. */
function processTree(pid: number): number[] | undefined {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    return [pid, ...children.flatMap((child) => processTree(child) ?? [])];
  } catch {
    return undefined;
  }
}

/** The sum of one figure over a process and its descendants; undefined where /proc cannot tell. */
function sumOverProcessTree(pid: number, figure: (id: number) => number): number | undefined {
  try {
    return processTree(pid)?.reduce((sum, id) => sum + figure(id), 0);
  } catch {
    return undefined;
  }
}

/** Resident memory in MB of a process and its descendants (the server's processes together), from /proc; undefined where there is none. */
function processTreeRssMb(pid: number): number | undefined {
  const kb = sumOverProcessTree(pid, (id) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0));
  return kb === undefined ? undefined : kb / 1024;
}

/**
 * The memory of a server that has just said it is ready, once it has settled: a process that has
 * just opened the embedded database is still compiling it for a few seconds and freeing what that
 * took, so readings taken at once range over 150 MB. Read each second until two agree within 2 MB
 * (at most 15 s); the highest reading on the way is printed too.
 */
async function settledRssMb(pid: number): Promise<{ settled?: number; peak?: number }> {
  let previous = processTreeRssMb(pid);
  let peak = previous;
  for (let second = 0; second < 15; second++) {
    await sleep(1_000);
    const current = processTreeRssMb(pid);
    peak = Math.max(peak ?? 0, current ?? 0);
    if (previous !== undefined && current !== undefined && Math.abs(current - previous) < 2) return { settled: current, peak };
    previous = current;
  }
  return { settled: previous, peak };
}

const MEMORY_VIEWS = 5_000;

/**
 * The server's memory at ready and after 5,000 page views spread over every page of the sitemap in
 * both languages and, for a shared path, both language cookies (each page rendered once, then kept).
 */
async function measureMemory(server: { base: string; pid?: number }): Promise<void> {
  if (server.pid === undefined) return;
  const atReady = await settledRssMb(server.pid);
  const paths = pathsOfSitemap(await (await fetch(`${server.base}/sitemap.xml`)).text());
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let next = 0;
  const visitor = async () => {
    for (let view = next++; view < MEMORY_VIEWS; view = next++) {
      const path = paths[view % paths.length]!;
      await rawAnswer(`${server.base}${path}`, { agent, headers: { ...ACCEPT, cookie: `lang=${view % 2 ? "de" : "en"}` } });
    }
  };
  await Promise.all(Array.from({ length: 8 }, visitor));
  agent.destroy();
  const after = processTreeRssMb(server.pid);
  const mb = (value: number | undefined) => (value === undefined ? "unknown" : `${value.toFixed(0)} MB`);
  // The supervisor and its server processes (WEB_CONCURRENCY; one per core on PostgreSQL unless set, always one on the embedded database).
  const servers = (processTree(server.pid)?.length ?? 1) - 1;
  console.log(`memory (every process of the server: the supervisor and ${servers} server process${servers === 1 ? "" : "es"}): ${mb(atReady.settled)} at ready (up to ${mb(atReady.peak)} while it settled), ${mb(after)} after ${MEMORY_VIEWS.toLocaleString("en")} page views over ${paths.length} pages`);
}

/** What the load generator asks for, as a browser does. */
const ACCEPT = { "accept-encoding": "br, gzip" };

/** An answer as it was sent: status, headers and the body's bytes, not decoded (Node's `fetch` would decompress the body). */
function rawAnswer(url: string, { method = "GET", agent, headers = ACCEPT }: { method?: string; agent?: Agent; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/**
 * autocannon waits for a body after a HEAD answer, so HEAD is measured by plain request loops on
 * the same number of kept-alive connections (node:http; Node's fetch closes the connection after
 * each HEAD answer, and the new connections would be what is measured).
 */
async function measureHead(scenario: Scenario, options: Options): Promise<Measured> {
  const latencies: number[] = [];
  let failures = 0;
  const until = Date.now() + options.seconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const loop = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const status = await rawAnswer(scenario.url, { method: "HEAD", agent }).then((answer) => answer.status, () => 0);
      latencies.push(performance.now() - started);
      if (status < 200 || status >= 300) failures++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { name: scenario.name, requestsPerSecond: latencies.length / options.seconds, p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0), failures, requests: latencies.length };
}

let renders = 0;

/** Quote submissions are measured at the concurrency their target is set for. */
const QUOTE_CONNECTIONS = 40;

/** Unmeasured load before each scenario, so its figures are not those of a cold code path. */
const WARM_UP_SECONDS = 3;

function run(scenario: Scenario, options: Options, seconds: number) {
  return autocannon({
    url: scenario.url,
    method: scenario.method ?? "GET",
    headers: { ...ACCEPT, ...scenario.headers },
    ...(scenario.uncached ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${request.path ?? "/"}?render=${++renders}` }) }] } : {}),
    ...(scenario.body ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: scenario.body!(++renders) }) }] } : {}),
    connections: scenario.connections ?? options.connections,
    duration: seconds,
  });
}

async function measureLoad(scenario: Scenario, options: Options): Promise<Measured> {
  if (scenario.method === "HEAD") return measureHead(scenario, options);
  const result = await run(scenario, options, options.seconds);
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function measure(scenario: Scenario, options: Options): Promise<Measured> {
  if (scenario.method !== "HEAD") await run(scenario, options, WARM_UP_SECONDS);
  const cpu = () => (scenario.pid === undefined ? undefined : processTreeCpuMs(scenario.pid));
  const before = cpu();
  const measured = await measureLoad(scenario, options);
  const after = cpu();
  if (before === undefined || after === undefined || measured.requests === 0) return measured;
  return { ...measured, cpuPerRequest: (after - before) / measured.requests };
}

/** The baseline: the same bytes (headers and body) from memory, no framework, in a process of its own. */
async function startBaseline(body: Buffer, headers: IncomingHttpHeaders) {
  const dir = mkdtempSync(join(tmpdir(), "arc-bench-"));
  writeFileSync(join(dir, "body"), body);
  writeFileSync(join(dir, "headers.json"), JSON.stringify(headers));
  const port = await freePort();
  const source = `
    const { readFileSync } = require("node:fs");
    const body = readFileSync(${JSON.stringify(join(dir, "body"))});
    const headers = JSON.parse(readFileSync(${JSON.stringify(join(dir, "headers.json"))}, "utf8"));
    require("node:http").createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}/`;
  // A busy machine may take seconds to start a process: wait until it answers.
  for (const started = Date.now(); !(await rawAnswer(url).then(() => true, () => false)); await sleep(200)) {
    if (Date.now() - started > 60_000) throw new Error("The baseline server did not start within 60 s.");
  }
  return {
    url,
    pid: child.pid,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}


async function main() {
  const options = parseOptions(process.argv.slice(2));
  const server = await startBuiltServer({ RATE_LIMIT_POINTS: "1000000000", ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) });
  try {
    await measureMemory(server);
    if (options.memoryOnly) return;
    // The same bytes: the page's compressed body and its headers (the security headers and the CSP
    // are a kilobyte the load generator parses too), without those Node's server sets by itself.
    const home = await rawAnswer(`${server.base}/`);
    const ownHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    const baseline = await startBaseline(home.body, Object.fromEntries(Object.entries(home.headers).filter(([name]) => !ownHeaders.has(name))));
    const copy = await rawAnswer(baseline.url);
    if (!copy.body.equals(home.body) || copy.headers["content-length"] !== home.headers["content-length"]) {
      throw new Error("The baseline does not answer the page's bytes; its figures would compare nothing.");
    }
    // A different mailbox per enquiry: one mailbox gets at most one acknowledgement a day, and its enquiries queue for that check.
    const quote = (n: number) => JSON.stringify({
      petType: "dog", weight: 12, departureAddress: "Berlin", destinationAddress: "Oslo", travelDate: inDays(60),
      name: "Bench Mark", email: `bench-${n}@example.org`, phone: "+49 30 123456", recaptchaToken: "recaptcha-not-loaded",
    });
    const served: Scenario[] = [
      { name: "page (home), cached", url: `${server.base}/` },
      { name: "page (destination), cached", url: `${server.base}/destinations/germany/frankfurt-fra` },
      { name: "page (destination), uncached render", url: `${server.base}/destinations/germany/frankfurt-fra`, uncached: true },
      // As `wrk` asks by default: the render alone, without compressing the answer.
      { name: "  the same, no compression", url: `${server.base}/destinations/germany/frankfurt-fra`, uncached: true, headers: { "accept-encoding": "identity" } },
      { name: "static image", url: `${server.base}/assets/destinations/countries/germany-800.avif` },
      { name: "HEAD page", url: `${server.base}/`, method: "HEAD" },
      { name: "content API (JSON)", url: `${server.base}/api/content/destination?limit=10` },
      { name: "quote submission", url: `${server.base}/api/submit-inquiry`, method: "POST", headers: { "content-type": "application/json", origin: server.base }, body: quote, connections: QUOTE_CONNECTIONS },
    ];
    const scenarios: Scenario[] = [
      ...served.map((scenario) => ({ ...scenario, pid: server.pid })),
      { name: "baseline (same bytes, node:http)", url: baseline.url, pid: baseline.pid },
    ];
    console.log(`\n${options.connections} connections (quote submissions: ${QUOTE_CONNECTIONS}), ${options.seconds} s each, on ${options.databaseUrl ? "PostgreSQL" : "the embedded database"}\n`);
    const results: Measured[] = [];
    for (const scenario of scenarios) {
      results.push(await measure(scenario, options));
      const last = results.at(-1)!;
      const cpu = last.cpuPerRequest === undefined ? "" : `   CPU ${last.cpuPerRequest.toFixed(2).padStart(6)} ms/req`;
      console.log(`${last.name.padEnd(34)} ${last.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(last.p99).padStart(5)} ms${cpu}${last.failures ? `   ${last.failures} failed` : ""}`);
    }
    baseline.stop();
    const page = results[0]!;
    const reference = results.at(-1)!;
    console.log(`\npage ÷ baseline: ${(page.requestsPerSecond / reference.requestsPerSecond).toFixed(3)}×`);
  } finally {
    await server.stop();
  }
  await measureOutboxDrain(options);
}

/** Quote requests whose mails make the outbox's backlog: one to sales and one to the customer each. */
const DRAIN_QUOTES = 500;

/**
 * The outbox's pace: a server sending to a local SMTP server gets 500 quote requests at once (a busy
 * day, or the backlog after a mail outage), and the time until all 1,000 mails have arrived is taken.
 */
async function measureOutboxDrain(options: Options) {
  const sink = createSmtpSink();
  await sink.start();
  const server = await startBuiltServer({
    RATE_LIMIT_POINTS: "1000000000",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SALES_EMAIL: "sales@example.org",
    MAIL_FROM: "ARC Pet Air <mail@example.org>",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  try {
    const started = Date.now();
    let next = 0;
    const post = async () => {
      while (next < DRAIN_QUOTES) {
        const n = next++;
        const body = quotePayload(n, `drain-${started}-${n}`);
        const response = await fetch(`${server.base}/api/submit-inquiry`, { method: "POST", body, headers: { "content-type": "application/json", origin: server.base } });
        if (response.status !== 201) throw new Error(`A quote request for the outbox bench was answered ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, post));
    const expected = DRAIN_QUOTES * 2;
    const deadline = Date.now() + 300_000;
    while (sink.messages.length < expected && Date.now() < deadline) await sleep(100);
    const seconds = (Date.now() - started) / 1000;
    const delivered = sink.messages.length;
    console.log(`\noutbox: ${delivered} of ${expected} mails of ${DRAIN_QUOTES} quote requests at a local SMTP server after ${seconds.toFixed(1)} s (${(delivered / seconds).toFixed(0)} mails/s, requests included)`);
  } finally {
    await server.stop();
    await sink.stop();
  }
}

await main();
