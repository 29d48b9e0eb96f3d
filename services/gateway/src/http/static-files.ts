import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type Koa from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** A folder of built files under a URL prefix ("/" for the shell, "/remotes/mf-stories/" for a remote). */
export interface StaticMount {
  prefix: string;
  dir: string;
}

/**
 * Serves built front-end files. Content-hashed assets (rsbuild's static/ folder) are cached for a year;
 * HTML and manifests are revalidated each time, so a new deploy is picked up at once. Text is gzipped once
 * per file version and kept in memory.
 */
export function staticFiles(mounts: StaticMount[]) {
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();
  const sorted = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);

  async function resolveFile(urlPath: string): Promise<{ file: string; size: number; mtimeMs: number } | null> {
    for (const mount of sorted) {
      if (!urlPath.startsWith(mount.prefix)) continue;
      let relative: string;
      try {
        relative = decodeURIComponent(urlPath.slice(mount.prefix.length));
      } catch {
        return null;
      }
      const root = path.resolve(mount.dir);
      const file = path.resolve(root, relative || 'index.html');
      if (file !== root && !file.startsWith(root + path.sep)) return null;
      try {
        const info = await stat(file);
        if (info.isFile()) return { file, size: info.size, mtimeMs: info.mtimeMs };
      } catch {
        // fall through to the next mount
      }
    }
    return null;
  }

  async function readShell(): Promise<string | null> {
    const shell = sorted.find((mount) => mount.prefix === '/');
    if (!shell) return null;
    try {
      return await readFile(path.join(shell.dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  }

  async function send(ctx: Koa.Context, found: { file: string; size: number; mtimeMs: number }, cacheForever: boolean) {
    const ext = path.extname(found.file);
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', cacheForever ? 'public, max-age=31536000, immutable' : 'no-cache');
    // No CORS header: the shell and the remotes it serves are same-origin. A remote moved elsewhere with
    // REMOTE_URLS is served (with its own CORS) by that host, not by this one.
    ctx.type = TYPES[ext] ?? 'application/octet-stream';
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    if (COMPRESSIBLE.has(ext) && found.size > 1024 && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      let cached = gzipCache.get(found.file);
      if (!cached || cached.mtimeMs !== found.mtimeMs) {
        cached = { mtimeMs: found.mtimeMs, body: gzipSync(await readFile(found.file), { level: 9 }) };
        gzipCache.set(found.file, cached);
      }
      ctx.set('Content-Encoding', 'gzip');
      ctx.set('Vary', 'Accept-Encoding');
      ctx.body = cached.body;
      return;
    }
    ctx.length = found.size;
    // Koa leaves the body out of a HEAD answer itself (and keeps Content-Length).
    ctx.body = createReadStream(found.file);
  }

  return {
    async serve(ctx: Koa.Context): Promise<boolean> {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
      const found = await resolveFile(ctx.path);
      if (!found) return false;
      await send(ctx, found, ctx.path.includes('/static/'));
      return true;
    },
    /** The shell's index.html, or null when the shell is not built. */
    readShell,
    /** The shell's index.html for client-side routes; false when the shell is not built. */
    async serveShell(ctx: Koa.Context): Promise<boolean> {
      const html = await readShell();
      if (html === null) return false;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = html;
      return true;
    },
  };
}
