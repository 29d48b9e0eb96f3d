import type { BillingConfig } from '../../config';
import type { BillingDatabase } from '../../data/database';
import { createLocalPrintShop } from './local-print-shop';
import { createLuluPrintShop } from './lulu-print-shop';
import type { PrintShop } from './types';

/** Lulu when its client credentials are set; the local print shop otherwise. */
export function createPrintShop({ config, database, now }: { config: BillingConfig; database: BillingDatabase; now: () => Date }): PrintShop {
  if (config.LULU_CLIENT_KEY && config.LULU_CLIENT_SECRET)
    return createLuluPrintShop({ baseUrl: config.LULU_API_URL, clientKey: config.LULU_CLIENT_KEY, clientSecret: config.LULU_CLIENT_SECRET });
  return createLocalPrintShop({ database, now });
}
