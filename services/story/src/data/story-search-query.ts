import { sql, type SQL } from 'drizzle-orm';

const WORD = /^[\p{L}\p{N}]+$/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

export interface SearchText {
  /** The whole query in web-search syntax ("quoted phrases", -exclusions, or). */
  full: string;
  /** The query without its last word, and that word when it can be matched as a prefix (typing "dino" finds dinosaurs). */
  prefix?: { head: string; word: string };
}

/** Splits what a person typed into the parts the full-text query needs; undefined when there is nothing to match. */
export function parseSearchText(query: string): SearchText | undefined {
  const full = query.trim();
  if (!/[\p{L}\p{N}]/u.test(full)) return undefined;
  const tokens = full.split(/\s+/);
  const last = tokens.at(-1) ?? '';
  const insidePhrase = (full.match(/"/g)?.length ?? 0) % 2 === 1 || last.includes('"');
  const word = last.replace(EDGE_PUNCTUATION, '');
  // An exclusion ("-dragon") or the "or" operator is web-search syntax, not a word being typed.
  if (insidePhrase || last.startsWith('-') || /^or$/i.test(word) || !WORD.test(word)) return { full };
  return { full, prefix: { head: tokens.slice(0, -1).join(' '), word } };
}

/**
 * The tsquery for a search: PostgreSQL's web-search parser over the whole text, or the same words with the
 * last one as a prefix. Only a bare run of letters and digits ever reaches to_tsquery, whose own syntax
 * would otherwise reject (or be steered by) what a person typed.
 */
export function searchMatch(query: string): SQL | undefined {
  const text = parseSearchText(query);
  if (!text) return undefined;
  const full = sql`websearch_to_tsquery('english', ${text.full})`;
  if (!text.prefix) return full;
  const { head, word } = text.prefix;
  return sql`(${full} || (websearch_to_tsquery('english', ${head}) && to_tsquery('english', ${`${word}:*`})))`;
}
