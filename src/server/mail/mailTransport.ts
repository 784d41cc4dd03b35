// Where emails go: the owner's SMTP server (SMTP_URL, smtp:// or smtps:// with user and password in
// it), or, with none (the embedded default of `npm start`), .eml files under ./data/mail/ that a
// newcomer can open, each path logged.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '<…@…>': the same for every attempt at one outbox row, so a repeat is recognisable. */
  messageId: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Where mail goes, for the start's log (never the password). */
  describe(): string;
}

/** Seconds a mail server may take before an attempt counts as failed (it is retried). */
const SMTP_TIMEOUT_MS = 20_000;

export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const shown = new URL(url);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
    describe: () => `${shown.protocol}//${shown.host}`,
  };
}

export function fileTransport(dir: string, log: (line: string) => void): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = (await transport.sendMail(message)) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.messageId.replace(/[<>]/g, '').replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, info.message);
      log(`email to ${message.to} written to ${file}`);
    },
    close: () => transport.close(),
    describe: () => `.eml files in ${dir}`,
  };
}
