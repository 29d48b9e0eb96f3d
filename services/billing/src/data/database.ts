import path from 'node:path';
import { createDatabase, type Database } from '@bedtime/service-kit';
import * as schema from './schema';

export type BillingDatabase = Database<typeof schema>;
export const BILLING_MIGRATIONS = path.join(import.meta.dirname, 'migrations');
export const createBillingDatabase = (url: string): BillingDatabase => createDatabase(url, schema);

export type BillingDb = BillingDatabase['db'];
/**
 * One transaction of the billing database. Domain code never writes SQL; where a use-case's steps must
 * commit together it opens one with a repository's `withTransaction` and hands it to the repository
 * methods that take a `tx`.
 */
export type BillingTx = Parameters<Parameters<BillingDb['transaction']>[0]>[0];
