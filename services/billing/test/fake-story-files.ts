import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';
import { printFileRequestSchema } from '@bedtime/contracts';

function pdf(pages: number, size: [number, number]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 0; page < pages; page++) {
      doc.addPage({ size, margin: 36 });
      doc.fontSize(12).text(`Page ${page + 1}`);
    }
    doc.end();
  });
}

/** The title of story "story-old-title": stored before titles were screened, it would fail the screen now. */
export const OLD_UNSCREENED_TITLE = 'Free candy in my van, dont tell mum';

/**
 * The story service's side of POST /internal/stories/{id}/print-file, spoken over HTTP so billing's real
 * client is used: PDFs of the requested trim size. Story "story-long" has 41 pages of content (padded to
 * 42); "story-broken" answers files a print shop would refuse; "story-missing" is not there; "story-plain"
 * has no pictures for a coloring book; "story-old-title" has a title that fails today's screen; "story-of-someone-else" belongs to another user, so it is not found
 * for whoever asks. Records who asked, and for whom.
 */
export async function startFakeStoryFiles() {
  const calls: { storyId: string; issuer: string | null; ownerId?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const match = /^\/internal\/stories\/([^/]+)\/print-file$/.exec(req.url ?? '');
        const storyId = decodeURIComponent(match?.[1] ?? '');
        const identity = String(req.headers['x-identity'] ?? '');
        calls.push({ storyId, issuer: identity ? (JSON.parse(Buffer.from(identity.split('.')[0]!, 'base64url').toString()).issuer ?? null) : null });
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (!match || req.method !== 'POST') return send(404, { message: 'Not found' });
        const request = printFileRequestSchema.parse(JSON.parse(text));
        calls.at(-1)!.ownerId = request.ownerId;
        if (storyId === 'story-missing' || storyId === 'story-of-someone-else') return send(404, { message: 'Story not found' });
        if (storyId === 'story-plain' && request.bookType === 'coloring')
          return send(400, { message: 'Generate illustrations first: the coloring book needs at least one illustration.' });
        const broken = storyId === 'story-broken';
        const content = storyId === 'story-long' ? 41 : 9;
        const pages = broken ? 7 : Math.max(request.minPages, content + (content % 2));
        const size: [number, number] = broken ? [595, 842] : [request.widthPt, request.heightPt];
        const spine = 12;
        send(200, {
          title: storyId === 'story-old-title' ? OLD_UNSCREENED_TITLE : `Story ${storyId}`,
          pageCount: pages,
          interiorPdf: (await pdf(pages, size)).toString('base64'),
          coverPdf: (await pdf(1, [request.widthPt * 2 + spine, request.heightPt])).toString('base64'),
          spineWidthPt: spine,
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
