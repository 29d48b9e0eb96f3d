import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
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
    const paid = await until(
      () =>
        service.database.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.userId, 'job-user'), eq(invoices.status, 'paid'))),
      {
        accept: (rows) => rows.length === 2,
        timeoutMs: 20_000,
        intervalMs: 200,
        message: 'the renewal invoice paid by the job',
      },
    );
    expect(paid).toHaveLength(2);
  });

  it("shows at /metrics: the queue's depth, the jobs worked, and the renewal's payment", async () => {
    await job.runNow();
    const read = async () => (await request(service.app.callback()).get('/metrics')).text;
    const text = await until(read, {
      accept: (body) => /^jobs_processed_total\{queue="billing-renewals",outcome="completed"\} [2-9]$/m.test(body),
      message: 'the renewal job counted at /metrics',
    });
    expect(text).toMatch(/^jobs_processed_total\{queue="billing-renewals",outcome="completed"\} [2-9]$/m);
    expect(text).toMatch(/^job_queue_depth\{queue="billing-renewals"\} \d+$/m);
    // The first payment and the renewal, each reported once by the engine's events.
    expect(text).toMatch(/^bedtime_payments_total\{kind="subscription",outcome="succeeded"\} 2$/m);
    expect(text).toMatch(/^db_pool_connections\{pool="billing"\} [1-9]\d*$/m);
  });
});
