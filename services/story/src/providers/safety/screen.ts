/**
 * The categories a story refusal is told in (generate-story's messages). The child-safety screen itself
 * lives in @bedtime/child-safety: the gateway and the community read names and titles with the same rules.
 */
export type { SafetyCategory } from '@bedtime/child-safety';
