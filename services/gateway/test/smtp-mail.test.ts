import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { captureLogger } from '@bedtime/service-kit/testing';
import { createMailQueue, type MailQueue } from '../src/jobs/mail-queue';
import { createSmtpMailer, type Mailer } from '../src/providers/mailer';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/**
 * The SMTP transport against a real SMTP server running in its own process (the `smtp-server` package):
 * one that works, one that never greets, one that stalls on the message. And the password reset, whose
 * email leaves from a job, while that server hangs.
 */
interface SmtpProcess {
  port: number;
  messages: { from: string; to: string[]; raw: string }[];
  stop(): void;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const running: ChildProcessWithoutNullStreams[] = [];

async function startSmtpProcess(mode: 'ok' | 'silent' | 'stall'): Promise<SmtpProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/smtp-server-process.ts'), mode], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  running.push(child);
  const messages: SmtpProcess['messages'] = [];
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`smtp server process exited (${code})`)));
    lines.on('line', (line) => {
      const value = JSON.parse(line) as { port?: number } & SmtpProcess['messages'][number];
      if (value.port) resolve(value.port);
      else messages.push(value);
    });
  });
  return { port, messages, stop: () => child.stdin.end() };
}

afterAll(() => {
  for (const child of running) child.stdin.end();
});

const message = { to: 'parent@example.com', subject: 'Hello', text: 'Sweet dreams.' };
const from = 'Bedtime Stories <hello@bedtimestories.app>';

describe('the SMTP transport', () => {
  it('delivers through a real SMTP server, with authentication', async () => {
    const server = await startSmtpProcess('ok');
    await createSmtpMailer({ url: `smtp://mailer:secret@127.0.0.1:${server.port}`, from, timeoutMs: 2_000 }).send(message);
    await expect.poll(() => server.messages.length).toBe(1);
    expect(server.messages[0]).toMatchObject({ from: 'hello@bedtimestories.app', to: ['parent@example.com'] });
    expect(server.messages[0]!.raw).toContain('Subject: Hello');
    // Wrong credentials are the server's refusal, at once.
    await expect(createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${server.port}`, from, timeoutMs: 2_000 }).send(message)).rejects.toThrow(
      /Invalid username or password/,
    );
  });

  it('gives up on a server that never greets after its timeout, not nodemailer’s default half minute', async () => {
    const server = await startSmtpProcess('silent');
    const started = Date.now();
    await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from, timeoutMs: 1_000 }).send(message)).rejects.toThrow(
      /Greeting never received|timeout/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives up on a server that stalls on the message after the socket timeout, not nodemailer’s default ten minutes', async () => {
    const server = await startSmtpProcess('stall');
    const started = Date.now();
    await expect(createSmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from, timeoutMs: 1_000 }).send(message)).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

describe('a password reset while the mail server hangs', () => {
  let gateway: TestGateway;
  let queue: MailQueue;
  let hanging: SmtpProcess;
  let working: SmtpProcess;
  /** Where the transport sends: the hanging server first, then a working one. */
  let target = '';
  const logs = captureLogger();

  beforeAll(async () => {
    hanging = await startSmtpProcess('silent');
    working = await startSmtpProcess('ok');
    target = `smtp://127.0.0.1:${hanging.port}`;
    const transport: Mailer = { send: (mail) => createSmtpMailer({ url: target, from, timeoutMs: 1_000 }).send(mail) };
    gateway = await createTestGateway(
      {},
      {
        mailer: (config) =>
          (queue = createMailQueue({ databaseUrl: config.DATABASE_URL, transport, logger: logs.logger, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }))
            .mailer,
      },
    );
  });
  afterAll(async () => {
    await queue?.stop();
    await gateway?.close();
  });

  it('answers at once for a known and an unknown email alike; the job sends the email when a server answers', async () => {
    const user = newUser();
    await request(gateway.app.callback()).post('/api/register').send(user).expect(201);
    const timed = async (email: string) => {
      const started = Date.now();
      await request(gateway.app.callback()).post('/api/auth/forgot-password').send({ email }).expect(200);
      return Date.now() - started;
    };
    const known = await timed(user.email as string);
    const unknown = await timed('nobody-here@example.com');
    // The hanging server would hold the request for its timeout (1 s here, 30 s by nodemailer's default).
    expect(known).toBeLessThan(900);
    expect(unknown).toBeLessThan(900);
    // The job tried the hanging server and failed; once a server answers, the retry delivers it.
    await expect.poll(() => logs.lines.some((line) => line.msg === 'an email could not be sent yet; it will be tried again'), { timeout: 15_000 }).toBe(true);
    target = `smtp://mailer:secret@127.0.0.1:${working.port}`;
    await expect
      .poll(() => working.messages.filter((mail) => mail.to.includes(user.email as string) && mail.raw.includes('reset-password')).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The message itself is never logged (it holds the reset link).
    expect(logs.lines.some((line) => JSON.stringify(line).includes('reset-password?token'))).toBe(false);
  });
});
