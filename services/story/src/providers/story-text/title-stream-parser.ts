import { DEFAULT_STORY_TITLE, MAX_TITLE_LENGTH } from '@bedtime/contracts';
import type { StoryChunk } from './types';

const TITLE_LINE = /^\s*(?:#+\s*)?(?:\*\*|__)?\s*(?:title\s*[:\-–—]\s*)(.+?)\s*(?:\*\*|__)?\s*$/i;
const HEADING_LINE = /^\s*#{1,3}\s+(.+?)\s*$/;
/** A first line longer than this is story text, not a title the model forgot to end. */
const MAX_FIRST_LINE = 240;

function cleanTitle(raw: string): string {
  const title = raw
    .replace(/^["'“”*_\s]+|["'“”*_\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return title.slice(0, MAX_TITLE_LENGTH) || DEFAULT_STORY_TITLE;
}

/**
 * Turns a model's streamed reply ("Title: ...", blank line, story) into story chunks as text
 * arrives: the title once its line is complete, then the story with paragraph breaks made
 * uniform ("\n\n"). Without a title line the default title is used and nothing is lost.
 */
export class TitleStreamParser {
  private head = '';
  private titled = false;
  private started = false;
  private pendingBreak = false;

  push(delta: string): StoryChunk[] {
    const text = delta.replace(/\r\n?/g, '\n');
    if (this.titled) return this.body(text);
    this.head += text;
    const newline = this.head.indexOf('\n');
    if (newline < 0 && this.head.length <= MAX_FIRST_LINE) return [];
    const firstLine = newline < 0 ? this.head : this.head.slice(0, newline);
    const match = TITLE_LINE.exec(firstLine) ?? HEADING_LINE.exec(firstLine);
    this.titled = true;
    const chunks: StoryChunk[] = [{ type: 'title', title: match ? cleanTitle(match[1] ?? '') : DEFAULT_STORY_TITLE }];
    const rest = match ? this.head.slice(newline < 0 ? this.head.length : newline + 1) : this.head;
    this.head = '';
    return [...chunks, ...this.body(rest)];
  }

  end(): StoryChunk[] {
    if (this.titled) return [];
    const match = TITLE_LINE.exec(this.head);
    this.titled = true;
    if (match) return [{ type: 'title', title: cleanTitle(match[1] ?? '') }];
    return [{ type: 'title', title: DEFAULT_STORY_TITLE }, ...this.body(this.head)];
  }

  private body(text: string): StoryChunk[] {
    let out = '';
    for (const part of text.split(/(\n+)/)) {
      if (part === '') continue;
      if (part.startsWith('\n')) {
        if (this.started) this.pendingBreak = true;
        continue;
      }
      const content = this.started ? part : part.replace(/^\s+/, '');
      if (content === '') continue;
      if (this.pendingBreak) {
        out += '\n\n';
        this.pendingBreak = false;
      }
      out += content;
      this.started = true;
    }
    return out ? [{ type: 'text', text: out }] : [];
  }
}
