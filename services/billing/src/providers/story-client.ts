import { IDENTITY_HEADER, NotFoundError, signIdentity, traceHeaders, UpstreamError, ValidationError } from '@bedtime/service-kit';
import { printFileResponseSchema, type PrintFileRequest } from '@bedtime/contracts';

export interface PrintFiles {
  title: string;
  pageCount: number;
  interior: Buffer;
  cover: Buffer;
}

/** The story service renders a story's print-ready files (it owns the story, its pictures and its PDFs). */
export interface StoryFiles {
  printFiles(storyId: string, request: PrintFileRequest, requestId?: string): Promise<PrintFiles>;
}

export function createStoryFilesClient(options: { baseUrl: string; identitySecret: string; timeoutMs?: number }): StoryFiles {
  return {
    async printFiles(storyId, request, requestId) {
      let response: Response;
      try {
        response = await fetch(new URL(`/internal/stories/${encodeURIComponent(storyId)}/print-file`, options.baseUrl), {
          method: 'POST',
          headers: traceHeaders({
            [IDENTITY_HEADER]: signIdentity(options.identitySecret, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'billing' }),
            'content-type': 'application/json',
            ...(requestId ? { 'x-request-id': requestId } : {}),
          }),
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        });
      } catch (error) {
        throw new UpstreamError(`Could not reach the story service: ${(error as Error).message}`);
      }
      // The story's own refusals (no such story; a coloring book without pictures) are the user's to read.
      if (response.status === 404) throw new NotFoundError('Story not found');
      if (response.status === 400)
        throw new ValidationError(((await response.json().catch(() => ({}))) as { message?: string }).message ?? 'This story cannot be printed.');
      if (!response.ok) throw new UpstreamError(`The story service answered ${response.status} for the print files`);
      const body = printFileResponseSchema.parse(await response.json());
      return { title: body.title, pageCount: body.pageCount, interior: Buffer.from(body.interiorPdf, 'base64'), cover: Buffer.from(body.coverPdf, 'base64') };
    },
  };
}
