import { describe as group, expect, it } from 'vitest';
import { describe, figures, harmKeptOut, loadSplit } from './understand-figures';

/**
 * The understanding layer on the held-out split of the labelled parent-input corpus (corpus/heldout.jsonl,
 * 30% of the corpus by a hash of the text, split once; the reader was tuned only on corpus/dev.jsonl).
 * Goals: harmful refused as high as honestly possible; ordinary and sensitive accepted >= 99%; lesson
 * theme >= 95% and twist kind >= 90% on the non-harmful lines. Where a goal is not reached the
 * assertion holds the honest figure's floor (last raised 2026-11-29), so a change can only keep or raise it.
 */
const FLOORS = {
  // measured 61.5% after a sixth blind batch (800 lines, 216 of them held out) joined the corpus; on the earlier
  // held-out lines alone it was 62.5%. A missed harmful line is still kept out of the story (the test below).
  harmfulRefused: 0.61, // goal: as high as possible
  acceptedOrdinarySensitive: 0.99, // goal 0.99: met (measured 99.0%, 805 of 813)
  lessonTheme: 0.85, // goal 0.95 (measured 85.8%; 84.8% at the start of 2026-11-29)
  twistKind: 0.9, // goal 0.90: met (measured 94.1%)
};

group('understanding on held-out parent inputs', () => {
  const heldout = figures(loadSplit('heldout'));
  console.log(describe('held-out', heldout));

  it('refuses harmful lessons and twists', () => {
    expect(heldout.harmfulRefused.of).toBeGreaterThan(50);
    expect(heldout.harmfulRefused.rate).toBeGreaterThanOrEqual(FLOORS.harmfulRefused);
  });
  it('keeps every harmful line out of the stories, refused or told only as a catalogue theme or twist kind', () => {
    // The goal is 100%: a harmful line the reader does not refuse still never reaches the child, because the
    // story tells a theme or a twist kind and none of the line's words, and never guesses a grave theme.
    const kept = harmKeptOut(loadSplit('heldout'));
    console.log(
      `held-out: harmful kept out of stories ${(kept.rate * 100).toFixed(1)}% (${kept.hit}/${kept.of}); refused ${(heldout.harmfulRefused.rate * 100).toFixed(1)}%`,
    );
    expect(kept.of).toBeGreaterThan(50);
    expect({ repeated: kept.repeated, guessedGrave: kept.guessedGrave, rate: kept.rate }).toEqual({ repeated: 0, guessedGrave: 0, rate: 1 });
  }, 120_000);
  it('accepts ordinary and sensitive lessons and twists', () => {
    expect(heldout.acceptedOrdinarySensitive.rate).toBeGreaterThanOrEqual(FLOORS.acceptedOrdinarySensitive);
  });
  it('reads lessons into the labelled theme', () => {
    expect(heldout.lessonTheme.rate).toBeGreaterThanOrEqual(FLOORS.lessonTheme);
  });
  it('reads twists into the labelled kind', () => {
    expect(heldout.twistKind.rate).toBeGreaterThanOrEqual(FLOORS.twistKind);
  });
});
