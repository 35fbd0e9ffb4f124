/**
 * Real SMTP server on loopback for the browser tests, with a small HTTP endpoint that lists what
 * it received (GET /messages). Run by Playwright as a web server next to the site.
 */
import { createServer } from "node:http";
import { createSmtpSink } from "../../src/test/smtp-sink.ts";

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 4412);

const sink = createSmtpSink(smtpPort);
await sink.start();

createServer((req, res) => {
  if (req.url === "/messages") {
    const messages = sink.messages.map((mail) => ({
      to: mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).map((address) => address.text).join(", ") : "",
      replyTo: mail.replyTo?.text ?? "",
      subject: mail.subject ?? "",
      text: mail.text ?? "",
      attachments: mail.attachments.map((file) => ({ contentType: file.contentType, size: file.size, disposition: file.contentDisposition })),
    }));
    res.writeHead(200, { "Content-Type": "application/json" });
    return res.end(JSON.stringify(messages));
  }
  res.writeHead(req.url === "/ready" ? 200 : 404);
  res.end();
}).listen(httpPort, "127.0.0.1", () => console.log(`mail sink: SMTP ${smtpPort}, HTTP ${httpPort}`));
