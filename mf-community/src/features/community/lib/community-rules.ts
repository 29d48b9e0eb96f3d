import { COMMUNITY_PREVIEW_LENGTH, DEFAULT_AUTHOR_NAME, UNTITLED_STORY_TITLE, type CommunityStory, type VoteValue } from '@bedtime/contracts';

/**
 * The author as cards show it: the display name the parent chose (screened by the server), else "A
 * parent". Never a last name or the child's name, even if a server sent one.
 */
export function authorName(user: Pick<CommunityStory['user'], 'displayName'>): string {
  return user.displayName?.trim() || DEFAULT_AUTHOR_NAME;
}

export const displayTitle = (title: string | null) => title?.trim() || UNTITLED_STORY_TITLE;

/**
 * The first 200 characters of the story. The server sends no more than that, so text that fills the
 * whole preview is taken to go on (a whole story of exactly 200 characters would be a one-liner).
 */
export function storyPreview(content: string): string {
  return content.length >= COMMUNITY_PREVIEW_LENGTH ? `${content.slice(0, COMMUNITY_PREVIEW_LENGTH).trimEnd()}…` : content.trim();
}

/** Pressing the active button resets the vote to 0; pressing the other one sets that value. */
export function nextVote(current: VoteValue, pressed: 1 | -1): VoteValue {
  return current === pressed ? 0 : pressed;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function timeSince(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return 'just now';
}

/** 'Week of November 16, 2026', or the general heading when the date is missing or not a date. */
export function weekBadge(weekStartDate: string | undefined | null): string {
  const date = weekStartDate ? new Date(weekStartDate) : undefined;
  if (!date || Number.isNaN(date.getTime())) return "This Week's Top Stories";
  return `Week of ${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const ageBadge = (age: number) => `Age ${age}`;
export const styleBadge = (style: string) => capitalise(style);
