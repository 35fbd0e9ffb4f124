/**
 * A real SMTP server on loopback that keeps what it receives, for mail tests. `onRecipient` makes
 * it misbehave per recipient, as mail servers do: never answer, refuse for now (451) or drop the
 * connection.
 */
import type { Socket } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type RecipientAnswer = "accept" | "hang" | "451" | "drop";

export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** The messages as received (MIME source), in the same order. */
  sources: string[];
  /** How the server answers a recipient (default: it accepts every one); `session` names the connection. */
  onRecipient?: (address: string, session: string) => RecipientAnswer;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createSmtpSink(port = 0): SmtpSink {
  let server: SMTPServer | undefined;
  const sockets = new Map<number, Socket>();
  const sink: SmtpSink = {
    port,
    messages: [],
    sources: [],
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(address, session, callback) {
          const answer = sink.onRecipient?.(address.address, session.id) ?? "accept";
          if (answer === "accept") return callback();
          if (answer === "451") return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          if (answer === "drop") return sockets.get(session.remotePort)?.destroy();
          // "hang": no answer at all; the connection stays open until the client gives up.
        },
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
      server.server.on("connection", (socket: Socket) => {
        const port = socket.remotePort!;
        sockets.set(port, socket);
        socket.once("close", () => sockets.delete(port));
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(sink.port, "127.0.0.1", () => resolve());
      });
      sink.port = (server.server.address() as { port: number }).port;
    },
    async stop() {
      for (const socket of sockets.values()) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  return sink;
}
