import type { SafetyCategory } from '../providers/safety/screen';

export type PartVerdict = { ok: true } | { ok: false; reason: string; category: SafetyCategory };

// Text is checked in whole sentences, with this much of what came before for context (a phrase
// split across two sentences' check is still read whole); a sentence that runs on is checked up to
// its last whole word once this much is waiting.
const CONTEXT_CHARS = 300;
const HOLD_CHARS = 60;

/**
 * A written story on its way to the reader: text goes on only once the child-safety screen has
 * read it, sentence by sentence, so a story that turns unsafe is stopped before the unsafe words
 * are sent.
 */
export class ScreenedStream {
  private unchecked = '';
  private checked = '';

  constructor(private readonly check: (text: string) => PartVerdict) {}

  /** Takes the writer's next piece; answers the text now safe to send (possibly none), or why not. */
  push(text: string): { ok: true; ready: string } | Extract<PartVerdict, { ok: false }> {
    this.unchecked += text;
    const end = lastSentenceEnd(this.unchecked) || (this.unchecked.length > HOLD_CHARS ? Math.max(0, this.unchecked.lastIndexOf(' ')) : 0);
    if (end === 0) return { ok: true, ready: '' };
    return this.pass(end);
  }

  /** The writer has finished: whatever is left is checked too. */
  end(): { ok: true; ready: string } | Extract<PartVerdict, { ok: false }> {
    return this.unchecked ? this.pass(this.unchecked.length) : { ok: true, ready: '' };
  }

  private pass(end: number) {
    const part = this.unchecked.slice(0, end);
    const verdict = this.check(`${context(this.checked)}${part}`);
    if (!verdict.ok) return verdict;
    this.checked += part;
    this.unchecked = this.unchecked.slice(end);
    return { ok: true as const, ready: part };
  }
}

/** The end of what was already checked, from a sentence start, so no phrase is cut in half ("water | pistol"). */
function context(checked: string): string {
  if (checked.length <= CONTEXT_CHARS) return checked;
  const tail = checked.slice(-CONTEXT_CHARS);
  const sentence = /[.!?]+["'”’)]*\s+|\n/.exec(tail);
  if (sentence) return tail.slice(sentence.index + sentence[0].length);
  const space = tail.indexOf(' ');
  return space < 0 ? '' : tail.slice(space + 1);
}

/** Where the last complete sentence (or line) in the text ends; 0 when none has ended yet. */
function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?]+["'”’)]*(?=\s|$)|\n/g)) end = match.index + match[0].length;
  return end;
}
