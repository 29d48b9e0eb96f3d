import type { SafetyCategory as ScreenCategory } from '@bedtime/child-safety';

/**
 * The categories a story refusal is told in (generate-story's messages). The child-safety screen itself
 * lives in @bedtime/child-safety, where the gateway and the community read names and titles with the same
 * rules; the kinds it added for text other families see are told here as the nearest story category.
 */
export type SafetyCategory = Exclude<ScreenCategory, 'contact' | 'profanity' | 'hiddenText'>;

const NEAREST: Record<Exclude<ScreenCategory, SafetyCategory>, SafetyCategory> = {
  // Reaching out to a child, or a link or username: the story wandered into personal contact.
  contact: 'personalData',
  hiddenText: 'personalData',
  // Swearing is unkind words.
  profanity: 'hate',
};

export function storyCategory(category: ScreenCategory): SafetyCategory {
  return category in NEAREST ? NEAREST[category as keyof typeof NEAREST] : (category as SafetyCategory);
}
