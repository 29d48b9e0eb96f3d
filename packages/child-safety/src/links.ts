import { foldText } from './normalize';
import rules from './rules/personal-data.json';

// The screen's own link and username patterns (rules/personal-data.json), read on the folded text so
// look-alike letters and full-width dots are links too.
const LINK = new RegExp(rules.patterns.link, 'u');
const HANDLE = new RegExp(rules.patterns.handle, 'u');
const EMAIL = new RegExp(rules.patterns.email, 'u');

/** Whether a word of text is (or carries) a web address, a username or an e-mail address. */
export function isLinkLike(token: string): boolean {
  const folded = foldText(token);
  return LINK.test(folded) || HANDLE.test(folded) || EMAIL.test(folded);
}

/**
 * The text without its links: every whitespace-separated word that is a web address, a username or an
 * e-mail address goes. For free text sent to someone else (a gift message), where a link that is not
 * ours must never arrive. A link spread over several words ("example dot com") stays, and the screen
 * refuses it as a personal detail.
 */
export function stripLinks(text: string): { text: string; removed: number } {
  let removed = 0;
  const kept = text
    .split(/(\s+)/)
    .map((part) => {
      if (!part.trim() || !isLinkLike(part)) return part;
      removed += 1;
      return '';
    })
    .join('')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .trim();
  return { text: kept, removed };
}
