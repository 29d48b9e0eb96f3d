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

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
    },
  };
}
