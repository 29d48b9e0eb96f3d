import Router from '@koa/router';
import { readOutbox } from '../providers/mailer';
import { isLocalRequest } from './client-address';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Host names this machine answers to on its own: a page of another site cannot be served under them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
const bareHostname = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/**
 * The development outbox: emails the product would have sent, readable in a browser (HTML) or by tests
 * (JSON). It holds other people's reset links, so only someone on this machine may read it: anyone else
 * gets the same 404 as when it is not mounted (app.ts never mounts it in production or with SMTP).
 * "On this machine" is the socket's address and the Host name: a site whose name an attacker points at
 * 127.0.0.1 (DNS rebinding) makes the victim's browser connect from loopback, but under the attacker's
 * name, so only loopback names and the product's own configured host are answered.
 */
export function devOutboxRoutes(outboxDir: string, options: { hostnames?: string[] } = {}) {
  const router = new Router();
  const hostnames = new Set([...LOOPBACK_NAMES, ...(options.hostnames ?? [])].map(bareHostname));
  router.use(['/dev/outbox', '/dev/outbox.json'], async (ctx, next) => {
    if (!isLocalRequest(ctx) || !hostnames.has(bareHostname(ctx.hostname))) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    await next();
  });
  router.get('/dev/outbox.json', async (ctx) => {
    ctx.body = { messages: await readOutbox(outboxDir) };
  });
  router.get('/dev/outbox', async (ctx) => {
    const messages = (await readOutbox(outboxDir)).reverse();
    const items = messages
      .map(
        (message) => `<article><h2>${escapeHtml(message.subject)}</h2><p><b>To:</b> ${escapeHtml(message.to)} · <time>${escapeHtml(message.sentAt)}</time></p>
<pre>${escapeHtml(message.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('\n');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font:16px system-ui;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Development outbox</h1><p>Emails are written here instead of being sent, because no SMTP_URL is configured.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
  });
  return router;
}
