import { createHash } from 'node:crypto';
import type { BlobStore } from '../providers/blob-store/blob-store';

/** Bump when a renderer's output changes, so browsers and crawlers holding an old ETag fetch the new file. */
const RENDER_VERSION = 'r1';
const REMEMBERED = 500;

/** A file made from a story on demand: its ETag is known before it is made, so a revalidation costs no rendering. */
export interface RenderedFile {
  etag: string;
  mimeType: string;
  /** Download name, when the file is offered as an attachment. */
  filename?: string;
  load(): Promise<Buffer>;
}

/**
 * Renders each distinct input once: the output goes to the blob store, and a fingerprint of everything
 * the output depends on (kind, story, title, picture keys) points at it, so a repeat request reads the
 * stored file and requests arriving while it renders wait for that one rendering.
 */
export function createRenderedMedia(blobs: BlobStore) {
  const stored = new Map<string, string>();
  const rendering = new Map<string, Promise<Buffer>>();

  async function loadOrRender(fingerprint: string, extension: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const key = stored.get(fingerprint);
    const existing = key ? await blobs.get(key) : null;
    if (existing) {
      remember(fingerprint, key!);
      return existing;
    }
    const running = rendering.get(fingerprint);
    if (running) return running;
    const work = (async () => {
      const data = await render();
      remember(fingerprint, await blobs.put(data, extension));
      return data;
    })().finally(() => rendering.delete(fingerprint));
    rendering.set(fingerprint, work);
    return work;
  }

  function remember(fingerprint: string, key: string) {
    stored.delete(fingerprint);
    stored.set(fingerprint, key);
    // Maps iterate in insertion order: the first entry is the one used longest ago.
    if (stored.size > REMEMBERED) stored.delete(stored.keys().next().value!);
  }

  return {
    file(parts: { kind: string; inputs: unknown[]; extension: string; mimeType: string; filename?: string; render: () => Promise<Buffer> }): RenderedFile {
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([RENDER_VERSION, parts.kind, ...parts.inputs]))
        .digest('hex');
      return {
        etag: `"${parts.kind}-${fingerprint.slice(0, 32)}"`,
        mimeType: parts.mimeType,
        filename: parts.filename,
        load: () => loadOrRender(fingerprint, parts.extension, parts.render),
      };
    },
  };
}
export type RenderedMedia = ReturnType<typeof createRenderedMedia>;
