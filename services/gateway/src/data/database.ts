import path from 'node:path';
import { createDatabase, type Database } from '@bedtime/service-kit';
import { createChangeNotices, type ChangeNotices } from './change-notices';
import * as schema from './schema';

export type GatewayDatabase = Database<typeof schema> & { notices: ChangeNotices };
export const GATEWAY_MIGRATIONS = path.join(import.meta.dirname, 'migrations');

export function createGatewayDatabase(url: string): GatewayDatabase {
  const database = createDatabase(url, schema);
  const notices = createChangeNotices(url);
  return {
    ...database,
    notices,
    async close() {
      await notices.close();
      await database.close();
    },
  };
}
