import path from 'node:path';
import { createDatabase, type Database } from '@bedtime/service-kit';
import * as schema from './schema';

export type BillingDatabase = Database<typeof schema>;
export const BILLING_MIGRATIONS = path.join(import.meta.dirname, 'migrations');
export const createBillingDatabase = (url: string): BillingDatabase => createDatabase(url, schema);
