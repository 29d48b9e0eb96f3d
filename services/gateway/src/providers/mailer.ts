import { mkdir, writeFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part shown by mail programs that can (the text part stays for those that cannot). */
  html?: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Development email: one JSON file per message in a folder, newest last by name. The dev outbox page and
 * the tests read them; nothing leaves the machine.
 */
export function createOutboxMailer(options: { dir: string; from: string }): Mailer {
  return {
    async send(message) {
      await mkdir(options.dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const entry: OutboxEntry = { id: randomUUID(), from: options.from, sentAt, ...message };
      const name = `${sentAt.replace(/[:.]/g, '-')}-${entry.id}.json`;
      await writeFile(path.join(options.dir, name), JSON.stringify(entry, null, 2));
    },
  };
}

export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry));
}

/**
 * SMTP_URL (`smtp://` or `smtps://user:pass@host:port`, query parameters as nodemailer's) into nodemailer's
 * options, so that timeouts can be set beside it (nodemailer drops other options given with a url).
 */
export function smtpOptions(url: string, timeoutMs: number) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const extra: Record<string, string | number | boolean> = {};
  for (const [key, value] of parsed.searchParams)
    extra[key] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
    // nodemailer waits up to 2 minutes to connect, 30 s for the greeting and 10 minutes of an idle socket:
    // a mail server that hangs would hold a job (or, before the queue, a request) that long.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    dnsTimeout: timeoutMs,
    ...extra,
  };
}

export function createSmtpMailer(options: { url: string; from: string; timeoutMs?: number }): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(options.url, options.timeoutMs ?? 10_000));
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
