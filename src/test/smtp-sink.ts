/** A real SMTP server on loopback that keeps what it receives, for mail tests. */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** The messages as received (MIME source), in the same order. */
  sources: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createSmtpSink(port = 0): SmtpSink {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    messages: [],
    sources: [],
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", callback);
          stream.on("end", () => {
            const source = Buffer.concat(chunks);
            simpleParser(source)
              .then((mail) => {
                sink.messages.push(mail);
                sink.sources.push(source.toString("latin1"));
                callback();
              })
              .catch(callback);
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(sink.port, "127.0.0.1", () => resolve());
      });
      sink.port = (server.server.address() as { port: number }).port;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  return sink;
}
