import { eq } from 'drizzle-orm';
import type { StoryDatabase } from './database';
import { narrationPreferences } from './schema';

export interface StoredNarrationPreference {
  voice: string;
  speed: number;
}

/** Each account's chosen narrator and pace. */
export function createNarrationPreferencesRepository({ db }: StoryDatabase) {
  return {
    async find(userId: string): Promise<StoredNarrationPreference | undefined> {
      const [row] = await db
        .select({ voice: narrationPreferences.voice, speed: narrationPreferences.speed })
        .from(narrationPreferences)
        .where(eq(narrationPreferences.userId, userId));
      return row;
    },

    async save(userId: string, preference: StoredNarrationPreference): Promise<void> {
      await db
        .insert(narrationPreferences)
        .values({ userId, ...preference })
        .onConflictDoUpdate({ target: narrationPreferences.userId, set: { ...preference, updatedAt: new Date() } });
    },
  };
}
export type NarrationPreferencesRepository = ReturnType<typeof createNarrationPreferencesRepository>;
