import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ShippingCountry, ShippingLevel } from '@bedtime/contracts';
import type { BillingDatabase } from '../../data/database';
import { printShopJobs } from '../../data/schema';
import { configByPackage } from './book-configs';
import { PrintShopError, type PrintJobState, type PrintShop } from './types';

/** Shipping in cents by destination and level: base for the first book, plus weight by page count. */
const SHIPPING_TABLE: Record<ShippingCountry, Record<ShippingLevel, number>> = {
  US: { MAIL: 499, PRIORITY_MAIL: 1199, EXPRESS: 2499 },
  CA: { MAIL: 899, PRIORITY_MAIL: 1799, EXPRESS: 3499 },
  GB: { MAIL: 999, PRIORITY_MAIL: 1999, EXPRESS: 3999 },
  AU: { MAIL: 1299, PRIORITY_MAIL: 2499, EXPRESS: 4499 },
};
/** Heavier books cost more to send: per 16 pages beyond the first 32. */
const PER_SIGNATURE_CENTS: Record<ShippingLevel, number> = { MAIL: 40, PRIORITY_MAIL: 60, EXPRESS: 90 };
/** A hardcover weighs more than a paperback. */
const HARDCOVER_CENTS = 200;

export function localShippingCents(podPackageId: string, pageCount: number, country: ShippingCountry, level: ShippingLevel): number {
  const config = configByPackage(podPackageId);
  if (!config) throw new PrintShopError('Unknown book format.');
  const signatures = Math.ceil(Math.max(0, pageCount - 32) / 16);
  return SHIPPING_TABLE[country][level] + signatures * PER_SIGNATURE_CENTS[level] + (config.binding === 'Hardcover' ? HARDCOVER_CENTS : 0);
}

const NEXT_STATUS: Record<string, string> = { created: 'in_production', in_production: 'shipped', shipped: 'delivered' };

/**
 * The embedded print shop: the same formats and a real price table; jobs go created -> in_production
 * -> shipped (with a tracking number) -> delivered, one step each time production runs.
 */
export function createLocalPrintShop({ database, now }: { database: BillingDatabase; now: () => Date }): PrintShop {
  const { db } = database;
  return {
    name: 'local',
    async shippingCents({ podPackageId, pageCount, country, level }) {
      return localShippingCents(podPackageId, pageCount, country, level);
    },
    async orderShippingCents({ podPackageId, pageCount, level, address }) {
      return localShippingCents(podPackageId, pageCount, address.country_code, level);
    },
    async createJob(request) {
      const at = now();
      const id = `lps_${randomBytes(10).toString('hex')}`;
      // The reference is unique: a resubmitted order finds its first job rather than printing twice.
      const [row] = await db
        .insert(printShopJobs)
        .values({
          id,
          reference: request.reference,
          podPackageId: request.podPackageId,
          pageCount: request.pageCount,
          shippingLevel: request.shippingLevel,
          countryCode: request.address.country_code,
          status: 'created',
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({ target: printShopJobs.reference, set: { updatedAt: sql`${printShopJobs.updatedAt}` } })
        .returning({ id: printShopJobs.id });
      return { jobId: row!.id };
    },
    async jobState(jobId): Promise<PrintJobState> {
      const [row] = await db.select().from(printShopJobs).where(eq(printShopJobs.id, jobId));
      if (!row) throw new PrintShopError(`No print job ${jobId}.`);
      return { status: row.status as PrintJobState['status'], trackingNumber: row.trackingNumber };
    },
    async runProduction() {
      const rows = await db
        .select({ id: printShopJobs.id, status: printShopJobs.status })
        .from(printShopJobs)
        .where(sql`${printShopJobs.status} in ('created', 'in_production', 'shipped')`);
      for (const row of rows) {
        const next = NEXT_STATUS[row.status]!;
        const tracking = next === 'shipped' ? { trackingNumber: `LPS${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0').slice(-12)}` } : {};
        await db
          .update(printShopJobs)
          .set({ status: next, ...tracking, updatedAt: now() })
          .where(sql`${printShopJobs.id} = ${row.id} and ${printShopJobs.status} = ${row.status}`);
      }
      return rows.length;
    },
  };
}
