// A real SMTP server in the test process (smtp-server), each message read with mailparser: what the
// shop's emails look like at the other end, and how many of each Message-ID arrived.
import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server does with a message it has read: answer 250, or drop the connection first (a lost acknowledgement). */
type Verdict = 'accept' | 'drop';

export interface Mailbox {
  port: number;
  /** Every message the server read, also those whose connection it dropped before answering. */
  received: ParsedMail[];
  close(): Promise<void>;
}

export interface MailServerOptions {
  /** Default: any free port. */
  port?: number;
  /** Decides, after reading each message, whether it is acknowledged (default: accepted at once). */
  afterData?: (mail: ParsedMail) => Verdict | Promise<Verdict>;
}

export function startMailServer({ port = 0, afterData }: MailServerOptions = {}): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          received.push(mail);
          if ((await afterData?.(mail)) !== 'drop') return done();
          for (const socket of sockets) if (socket.remotePort === session.remotePort) socket.destroy();
        })
        .catch(done);
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.server.address() as AddressInfo;
      resolve({
        port: bound,
        received,
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}

/** A port no one listens on now (a mail server that is down), where one can be started later. */
export async function portOfAServerDown(): Promise<number> {
  const reserved = await startMailServer();
  await reserved.close();
  return reserved.port;
}

/** How many of each Message-ID arrived. */
export function countByMessageId(received: readonly ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of received) counts.set(mail.messageId ?? '', (counts.get(mail.messageId ?? '') ?? 0) + 1);
  return counts;
}
