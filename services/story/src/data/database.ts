import path from 'node:path';
import { createDatabase, type Database } from '@bedtime/service-kit';
import * as schema from './schema';

export type StoryDatabase = Database<typeof schema>;
export const STORY_MIGRATIONS = path.join(import.meta.dirname, 'migrations');
export const createStoryDatabase = (url: string): StoryDatabase => createDatabase(url, schema);
