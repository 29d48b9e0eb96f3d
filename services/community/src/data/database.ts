import path from 'node:path';
import { createDatabase, type Database } from '@bedtime/service-kit';
import * as schema from './schema';

export type CommunityDatabase = Database<typeof schema>;
export const COMMUNITY_MIGRATIONS = path.join(import.meta.dirname, 'migrations');
export const createCommunityDatabase = (url: string, options: { max?: number } = {}): CommunityDatabase =>
  createDatabase(url, schema, options);
