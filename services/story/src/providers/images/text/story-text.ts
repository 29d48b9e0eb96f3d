/**
 * Splitting a story into the units the art direction works with: paragraphs (the story's own
 * beats) and sentences (to know which capitalised words merely start a sentence).
 */
export interface TextSpan {
  text: string;
  start: number;
  end: number;
}

export function splitParagraphs(content: string): TextSpan[] {
  const spans: TextSpan[] = [];
  const pattern = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  for (const match of content.matchAll(pattern)) {
    const text = match[0].trim();
    if (text === '') continue;
    const start = match.index + match[0].indexOf(text);
    spans.push({ text, start, end: start + text.length });
  }
  return spans;
}

/** A sentence ends at . ! ? (optionally followed by closing quotes) before whitespace or the end. */
export function splitSentences(text: string, offset = 0): TextSpan[] {
  const spans: TextSpan[] = [];
  const pattern = /[^.!?\n]+(?:[.!?]+["'”’)]*|$)/g;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0];
    const trimmed = raw.trim();
    if (!/\p{L}/u.test(trimmed)) continue;
    const start = offset + match.index + raw.indexOf(trimmed);
    spans.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return spans;
}

/**
 * Units of roughly equal weight for stories written as one block: consecutive sentences grouped
 * so that there are at least `minimum` units when the text allows it.
 */
export function storyBeats(content: string, minimum: number): TextSpan[] {
  const paragraphs = splitParagraphs(content);
  if (paragraphs.length >= minimum) return paragraphs;
  const sentences = paragraphs.flatMap((p) => splitSentences(p.text, p.start));
  if (sentences.length <= minimum) return sentences.length > 0 ? sentences : paragraphs;
  const target = Math.max(minimum, Math.min(8, Math.ceil(sentences.length / 3)));
  const perBeat = sentences.length / target;
  const beats: TextSpan[] = [];
  for (let i = 0; i < target; i++) {
    const group = sentences.slice(Math.round(i * perBeat), Math.round((i + 1) * perBeat));
    const first = group[0];
    const last = group[group.length - 1];
    if (!first || !last) continue;
    beats.push({ text: content.slice(first.start, last.end), start: first.start, end: last.end });
  }
  return beats;
}

/** Counts how many of the phrases occur in the text as whole words (phrases may hold spaces). */
export function countPhrases(lowerText: string, phrases: readonly string[]): number {
  let hits = 0;
  for (const phrase of phrases) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = lowerText.match(new RegExp(`\\b${escaped}\\b`, 'g'));
    if (found) hits += found.length;
  }
  return hits;
}

export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[,;:\s]+$/, '')}…`;
}
