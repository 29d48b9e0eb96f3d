import { describe, expect, it } from 'vitest';
import { authorName, displayTitle, nextVote, storyPreview, timeSince, weekBadge } from '../src/features/community/lib/community-rules';

describe('author name', () => {
  it('is the display name, else "A parent", never a last name or the nickname', () => {
    expect(authorName({ displayName: "Maya's Mum" })).toBe("Maya's Mum");
    expect(authorName({ displayName: '  ' })).toBe('A parent');
    const fromAnOlderServer = { displayName: '', nickname: 'Mia', firstName: 'Ada', lastName: 'Lovelace' };
    expect(authorName(fromAnOlderServer)).toBe('A parent');
  });
});

describe('vote buttons', () => {
  it('pressing the active vote again resets it to 0; the other button sets its value', () => {
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(-1, -1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(-1, 1)).toBe(1);
  });
});

describe('card text', () => {
  it('shows the first 200 characters, with an ellipsis when the text fills them', () => {
    expect(storyPreview('A short one.')).toBe('A short one.');
    expect(storyPreview('a'.repeat(199))).toBe('a'.repeat(199));
    expect(storyPreview('b'.repeat(200))).toBe(`${'b'.repeat(200)}…`);
    expect(storyPreview('c'.repeat(450))).toBe(`${'c'.repeat(200)}…`);
  });
  it('names an untitled story', () => {
    expect(displayTitle(null)).toBe('My Bedtime Story');
    expect(displayTitle('Owl')).toBe('Owl');
  });
  it('says how long ago the story was shared', () => {
    const now = new Date('2026-11-18T12:00:00Z');
    expect(timeSince('2026-11-18T11:59:30Z', now)).toBe('just now');
    expect(timeSince('2026-11-18T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeSince('2026-11-17T11:00:00Z', now)).toBe('yesterday');
    expect(timeSince('2026-11-04T12:00:00Z', now)).toBe('2 weeks ago');
  });
});

describe('week badge', () => {
  it('names the week by its Monday, or falls back when the date is missing or invalid', () => {
    expect(weekBadge('2026-11-16T00:00:00.000Z')).toBe('Week of November 16, 2026');
    expect(weekBadge(undefined)).toBe("This Week's Top Stories");
    expect(weekBadge('not a date')).toBe("This Week's Top Stories");
  });
});
