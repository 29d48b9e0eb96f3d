import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { silentLogger, until } from '@bedtime/service-kit/testing';
import { invoices } from '../src/data/schema';
import { isLocal } from '../src/domain/subscriptions';
import { RENEWAL_QUEUE, startRenewalJob, type RenewalJob } from '../src/jobs/renewal-job';
import { createTestBillingService, subscribe, type TestBillingService } from './helpers';

let service: TestBillingService;
let job: RenewalJob;
beforeAll(async () => {
  service = await createTestBillingService();
  if (!isLocal(service.app.engine)) throw new Error('expected the local engine');
  job = await startRenewalJob({ databaseUrl: service.config.DATABASE_URL, cron: '*/10 * * * *', engine: service.app.engine, logger: silentLogger });
});
afterAll(async () => {
  await job?.stop();
  await service?.close();
});

describe('the renewal job (pg-boss on the billing database)', () => {
  it('is scheduled, and a run through the queue renews a subscription that is due', async () => {
    const schedules = await job.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(RENEWAL_QUEUE);

    await subscribe(service, 'job-user');
    const end = new Date((await service.internalStatus('job-user')).endsAt);
    service.clock.set(new Date(end.getTime() - 60_000));
    await job.runNow();
    const paid = await until(() => service.database.db.select().from(invoices).where(and(eq(invoices.userId, 'job-user'), eq(invoices.status, 'paid'))), {
      accept: (rows) => rows.length === 2,
      timeoutMs: 20_000,
      intervalMs: 200,
      message: 'the renewal invoice paid by the job',
    });
    expect(paid).toHaveLength(2);
  });
});
