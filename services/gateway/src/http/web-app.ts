import path from 'node:path';
import type Koa from 'koa';
import { NotFoundError } from '@bedtime/service-kit';
import type { staticFiles } from './static-files';
import type { createStoryPreviews } from './story-preview';

/**
 * Everything that is not the API: the shell and the remotes' files, old share links, the story page with its
 * social preview, and the shell for every other page (the client routes). An /api path nothing answered is a
 * JSON 404, never the web app.
 */
export function webApp(options: { files: ReturnType<typeof staticFiles>; previews: ReturnType<typeof createStoryPreviews> }) {
  const { files, previews } = options;
  return async function webApp(ctx: Koa.Context, next: Koa.Next) {
    if (ctx.path.startsWith('/api/')) {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new NotFoundError('There is no such API endpoint.');
      return;
    }
    // Old share links used /stories/{id}; the story page lives at /story/{id}.
    const legacy = /^\/stories\/([\w-]+)\/?$/.exec(ctx.path);
    if (legacy && legacy[1] !== 'search') {
      ctx.status = 301;
      ctx.redirect(`/story/${legacy[1]}`);
      return;
    }
    if (await files.serve(ctx)) return;
    if (ctx.path.startsWith('/remotes/') || ctx.path.startsWith('/static/') || path.extname(ctx.path)) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    const storyPage = /^\/story\/([\w-]{1,64})\/?$/.exec(ctx.path);
    if (ctx.method === 'GET' && ctx.accepts('html') && storyPage) {
      const html = await files.readShell();
      if (html !== null) {
        ctx.type = 'text/html; charset=utf-8';
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = await previews.inject(html, storyPage[1]!);
        return;
      }
    }
    if (ctx.method === 'GET' && ctx.accepts('html') && (await files.serveShell(ctx))) return;
    ctx.status = 404;
    ctx.body = { message: 'Not found. The web app has not been built: run npm run build.' };
  };
}
