import path from 'node:path';
import { createDatabase, type Database } from '@bedtime/service-kit';
import * as schema from './schema';

export type GatewayDatabase = Database<typeof schema>;
export const GATEWAY_MIGRATIONS = path.join(import.meta.dirname, 'migrations');

export function createGatewayDatabase(url: string): GatewayDatabase {
  return createDatabase(url, schema);
}
